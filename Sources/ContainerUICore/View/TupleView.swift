/// The views of a builder block, in order. Contributes each of its views' resolved subviews.
public struct TupleView<each Content: View>: View {
    /// The views, in declaration order.
    public var value: (repeat each Content)

    /// Resolves the members one by one with their concrete types, when the tuple was built by a
    /// fixed-arity ``ViewBuilder/buildBlock(_:_:)``.
    ///
    /// The compiler cannot specialise a loop over a parameter pack, so a member resolved by
    /// ``_resolve(_:into:)``'s loop goes through witness tables and run-time generic metadata all
    /// the way down its subtree. A closure written for a known arity keeps each member's type.
    @usableFromInline let resolveMembers: ((Self, inout Resolver) -> Void)?

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
        resolveMembers = nil
    }

    @inlinable
    init(_ value: repeat each Content, resolveMembers: @escaping (Self, inout Resolver) -> Void) {
        self.value = (repeat each value)
        self.resolveMembers = resolveMembers
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if let resolveMembers = view.resolveMembers {
            resolveMembers(view, &resolver)
            return
        }
        var index: UInt64 = 0
        for element in repeat each view.value {
            resolver.resolveMember(element, at: index)
            index += 1
        }
    }
}

extension Resolver {
    /// Resolves the member of a tuple at `index`, one structural level down.
    @inlinable
    package mutating func resolveMember<V: View>(_ member: V, at index: UInt64) {
        withIdentity(index) { $0.resolve(member) }
    }
}
