/// A modifier you apply to a view, producing a different version of it.
///
/// `content` stands for the whole modified content: `content.padding()` pads each of its
/// subviews, while `VStack { content }` wraps them all into one.
///
/// ```swift
/// struct Cardify: ViewModifier {
///     var isFaceUp: Bool
///     func body(content: Content) -> some View {
///         ZStack {
///             RoundedRectangle(cornerRadius: 10).fill(isFaceUp ? .white : .orange)
///             content.opacity(isFaceUp ? 1 : 0)
///         }
///     }
/// }
/// Text("🍎").modifier(Cardify(isFaceUp: true))
/// ```
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View

    /// The placeholder for the modified content.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolution hook: resolves `content` modified by `modifier`. Custom modifiers use the
    /// default, which evaluates `body(content:)`; built-in modifiers override it.
    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver)
}

extension ViewModifier {
    /// Evaluates `body(content:)` with the content standing for the whole modified view.
    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let placeholder = _ViewModifier_Content<Self>(content)
        let body = resolver.evaluate { modifier.body(content: placeholder) }
        resolver.resolve(body)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a built-in modifier and has no body")
    }
}

/// The content a custom ``ViewModifier`` modifies; placing it resolves the original content.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    @usableFromInline let resolveContent: (inout Resolver) -> Void

    @inlinable
    init<C: View>(_ content: C) {
        resolveContent = { resolver in resolver.resolve(content) }
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        view.resolveContent(&resolver)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        Modifier._resolve(view.modifier, content: view.content, into: &resolver)
    }
}

extension View {
    /// Applies a modifier.
    @inline(__always)
    @inlinable
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
