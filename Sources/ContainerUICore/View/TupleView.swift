/// The views of a builder block, in order, as SwiftUI spells them: `TupleView<(Text, Image)>`.
/// Contributes each of its views' resolved subviews.
///
/// `T` is an ordinary tuple of concrete views, so a block's value has a fixed layout the
/// compiler copies and destroys inline (a tuple of a parameter pack, as `TupleView<each V>`
/// held, is copied and destroyed through run-time metadata).
public struct TupleView<T>: View {
    /// The views, in declaration order.
    public var value: T

    /// Resolves the members of `value` one by one with their concrete types. ``ViewBuilder``
    /// knows the members' types where it builds the tuple and writes this with them; a tuple
    /// made with ``init(_:)`` finds its members by reflection.
    @usableFromInline let resolveMembers: (T, inout Resolver) -> Void

    /// Creates a tuple of views, as SwiftUI's `TupleView(_:)` does: `T` is a tuple whose elements
    /// are views (elements that are not views contribute nothing).
    public init(_ value: T) {
        self.value = value
        resolveMembers = { value, resolver in
            var index: UInt64 = 0
            for child in Mirror(reflecting: value).children {
                if let view = child.value as? any View {
                    resolver.withIdentity(index) { $0.resolve(erased: view) }
                }
                index += 1
            }
        }
    }

    @inlinable
    init(_ value: T, resolveMembers: @escaping (T, inout Resolver) -> Void) {
        self.value = value
        self.resolveMembers = resolveMembers
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        view.resolveMembers(view.value, &resolver)
    }
}

extension Resolver {
    /// Resolves the member of a tuple at `index`, one structural level down.
    @inlinable
    package mutating func resolveMember<V: View>(_ member: V, at index: UInt64) {
        withIdentity(index) { $0.resolve(member) }
    }
}
