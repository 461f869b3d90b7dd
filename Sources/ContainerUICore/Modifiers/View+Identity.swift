extension View {
    /// Gives the view an explicit identity: `Subview.id` and the structural identity follow it.
    @inline(__always)
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    /// Tags the view with a value, for selection: a `TabView(selection:)` shows the tab whose
    /// tag equals its selection.
    @inline(__always)
    @inlinable
    public func tag<V: Hashable>(_ tag: V) -> some View {
        node(.tag(AnyHashable(tag)))
    }

    /// Names a coordinate space at this view's frame, for `GeometryProxy.frame(in: .named(name))`
    /// in the readers inside it.
    @inline(__always)
    @inlinable
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        node(.coordinateSpace(AnyHashable(name)))
    }

    /// Names a coordinate space at this view's frame (`.named(name)`), for the readers inside it.
    @inline(__always)
    @inlinable
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        node(.coordinateSpace(name.name))
    }

    /// The label assistive technologies read.
    @inline(__always)
    @inlinable
    public func accessibilityLabel(_ label: Text) -> some View {
        node(.accessibilityLabel(label.string))
    }

    /// The label assistive technologies read.
    @inline(__always)
    @inlinable
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        node(.accessibilityLabel(label.key))
    }

    /// The label assistive technologies read.
    @inline(__always)
    @inlinable
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        node(.accessibilityLabel(String(label)))
    }

    /// Hides the view from assistive technologies when `hidden`.
    @inline(__always)
    @inlinable
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_NodeModifier(modifier: .accessibilityHidden).active(hidden))
    }
}

/// Resolves its content under an explicit identity.
public struct _IdentityModifier: ViewModifier {
    @usableFromInline let id: AnyHashable

    @usableFromInline
    init(id: AnyHashable) {
        self.id = id
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.withIdentity(UInt64(bitPattern: Int64(modifier.id.hashValue))) { resolver in
            let marker = ResolvedModifier.id(modifier.id)
            resolver.forEachMember(resolving: { $0.resolve(content) }) { $0.apply(marker) }
        }
    }
}
