/// Overlays its resolved subviews, the later ones in front, aligned in both axes.
public struct ZStack<Content: View>: View {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let children = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(.zStack(alignment: view.alignment), children: children)
    }
}
