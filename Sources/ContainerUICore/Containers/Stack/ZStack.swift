/// Overlays its resolved subviews, the later ones in front, aligned in both axes.
public struct ZStack<Content: View>: View {
    private let alignment: Alignment
    private let content: Content

    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let children = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(.zStack(alignment: view.alignment), children: children)
    }
}
