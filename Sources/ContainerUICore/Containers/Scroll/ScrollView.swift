/// A scrollable region; its content is laid out along the scrolling axis at its ideal size.
public struct ScrollView<Content: View>: View {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show.
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    /// A scroll view, vertical by default.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let anchors = resolver.environment.scrollAnchors
        let children = resolver.collectContent { $0.resolve(view.content) }
        let scroll = ResolvedScrollView(
            axes: view.axes, showsIndicators: view.showsIndicators,
            initialAnchor: anchors.initialOffset.map(ScrollAnchor.init), contentAlignment: anchors.alignment.map(ScrollAnchor.init),
            isScrollEnabled: resolver.environment.isScrollEnabled, isClipDisabled: resolver.environment.isScrollClipDisabled)
        resolver.emit(.scrollView(scroll), children: children)
    }
}
