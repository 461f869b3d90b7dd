extension View {
    /// iOS 26's custom bar above or below this view: laid out and drawn as
    /// `safeAreaInset(edge:alignment:spacing:content:)` is (the bar takes room from the view's
    /// safe area); on iOS the scroll edge effect of a scroll view under it also reaches it, which
    /// a frame scrolled to the top does not show.
    public func safeAreaBar(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// iOS 26's custom bar beside this view: as `safeAreaInset(edge:alignment:spacing:content:)`.
    public func safeAreaBar(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
