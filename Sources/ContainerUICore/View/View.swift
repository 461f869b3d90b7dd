/// A piece of user interface, declared as a value.
///
/// Conform a type to `View` and describe its content in `body`, exactly as in SwiftUI:
///
/// ```swift
/// struct Card<Content: View>: View {
///     @ViewBuilder var content: Content
///
///     var body: some View {
///         VStack { content }
///             .padding()
///             .background(Material.regular, in: .rect(cornerRadius: 8))
///     }
/// }
/// ```
///
/// Views are resolved, never rendered directly: ``resolve(_:environment:)`` turns a view into a
/// tree of ``ResolvedNode`` values that the HTML writer, the JSON encoder and the layout engine read.
public protocol View {
    /// The type of view that represents this view's content.
    associatedtype Body: View

    /// The content of this view. Primitive views have a `Never` body and are resolved directly.
    @ViewBuilder var body: Body { get }

    /// Resolution hook: writes the resolved form of `view` into `resolver`.
    ///
    /// Composite views use the default, which evaluates `body` with the current environment bound.
    /// Primitive views and containers override it. Not meant to be called by users.
    static func _resolve(_ view: Self, into resolver: inout Resolver)
}

extension View {
    /// Evaluates `body` with the resolver's environment bound, then resolves the result.
    ///
    /// Inlinable, like every generic step of resolution, so that a module declaring views can
    /// specialise the whole chain for its concrete types instead of looking up generic metadata
    /// and witness tables at run time.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let body = resolver.evaluate { view.body }
        Body._resolve(body, into: &resolver)
    }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    /// `Never` is the body type of primitive views.
    public typealias Body = Never

    /// Unreachable: `Never` has no values.
    public static func _resolve(_ view: Never, into resolver: inout Resolver) {}
}
