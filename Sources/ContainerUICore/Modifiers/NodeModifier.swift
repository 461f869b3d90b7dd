/// A built-in modifier that records itself on each resolved member of its content.
public struct _NodeModifier: ViewModifier {
    @usableFromInline let modifier: ResolvedModifier
    /// Whether the modifier clips to, or paints a background in, a `ContainerRelativeShape` or a
    /// `ConcentricRectangle`, which the environment where it is applied replaces (decided where the shape's type is
    /// known, so that no other modifier is looked at for it).
    @usableFromInline let inContainerShape: Bool

    @usableFromInline
    init(modifier: ResolvedModifier, inContainerShape: Bool = false) {
        self.modifier = modifier
        self.inContainerShape = inContainerShape
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        // Straight-line rather than through `forEachMember`, so that no closure captures (and
        // copies) `content`; the modifier is applied out of line, without copying it here.
        let start = resolver.resolveMembers(of: content)
        if modifier.inContainerShape {
            resolver.applyInContainerShape(modifier.modifier, toMembersFrom: start)
        } else {
            resolver.apply(modifier.modifier, toMembersFrom: start)
        }
    }
}

/// A built-in modifier that changes the environment of its content.
public struct _EnvironmentModifier: ViewModifier {
    @usableFromInline let transform: (inout EnvironmentValues) -> Void
    @usableFromInline let marker: ResolvedModifier?

    @usableFromInline
    init(transform: @escaping (inout EnvironmentValues) -> Void, marker: ResolvedModifier?) {
        self.transform = transform
        self.marker = marker
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let saved = resolver.environment
        modifier.transform(&resolver.environment)
        let start = resolver.resolveMembers(of: content, modifiers: modifier.marker == nil ? 0 : 1)
        modifier.applyMarker(in: &resolver, toMembersFrom: start)
        resolver.environment = saved
    }

    /// Records the marker, if any, on each node contributed since `start`; out of line, so that
    /// the generic caller neither copies nor destroys the optional marker.
    @usableFromInline
    func applyMarker(in resolver: inout Resolver, toMembersFrom start: Int) {
        guard let marker else { return }
        resolver.apply(marker, toMembersFrom: start)
    }
}

extension View {
    /// Records `modifier` on each resolved member of this view.
    @inline(__always)
    @inlinable
    package func node(_ modifier: ResolvedModifier) -> ModifiedContent<Self, _NodeModifier> {
        self.modifier(_NodeModifier(modifier: modifier))
    }

    /// Applies a modifier that clips to, or paints a background in, `shape`; a
    /// `ContainerRelativeShape` or `ConcentricRectangle` there is drawn against the container's
    /// shape where it is applied.
    @inline(__always)
    @inlinable
    package func node<S: Shape>(_ modifier: ResolvedModifier, in shape: S.Type) -> ModifiedContent<Self, _NodeModifier> {
        self.modifier(_NodeModifier(modifier: modifier, inContainerShape: S.self == ContainerRelativeShape.self || S.self == ConcentricRectangle.self))
    }

    /// Changes the environment of this view's content, optionally recording a marker on each member.
    @inline(__always)
    @inlinable
    package func environmentTransform(
        marker: ResolvedModifier? = nil, _ transform: @escaping (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(transform: transform, marker: marker))
    }
}
