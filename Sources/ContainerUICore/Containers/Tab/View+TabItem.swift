extension View {
    /// The tab item of the tab this view is in a `TabView`: a `Label`, or an `Image` and a
    /// `Text`, of which the bar draws the first image over the first text. Outside a tab view it
    /// changes nothing that is drawn.
    @inline(__always)
    @inlinable
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_LayerModifier(layer: label(), alignment: .center, role: .tabItem))
    }
}
