/// A built-in modifier that records itself on each resolved member of its content.
public struct _NodeModifier: ViewModifier {
    @usableFromInline let modifier: ResolvedModifier

    @usableFromInline
    init(modifier: ResolvedModifier) {
        self.modifier = modifier
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.forEachMember(resolving: { $0.resolve(content) }) { $0.apply(modifier.modifier) }
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
        resolver.withEnvironment(modifier.transform) { resolver in
            if let marker = modifier.marker {
                resolver.forEachMember(resolving: { $0.resolve(content) }) { $0.apply(marker) }
            } else {
                resolver.resolve(content)
            }
        }
    }
}

extension View {
    /// Records `modifier` on each resolved member of this view.
    @inline(__always)
    @inlinable
    package func node(_ modifier: ResolvedModifier) -> ModifiedContent<Self, _NodeModifier> {
        self.modifier(_NodeModifier(modifier: modifier))
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
