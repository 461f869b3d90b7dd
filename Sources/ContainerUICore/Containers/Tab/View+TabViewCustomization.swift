extension View {
    /// Keeps what a person hides and reorders in an adaptable tab view's sidebar in
    /// `customization`. A phone draws the tab bar, which a person does not customise, so the
    /// render follows the tabs' default visibilities.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        self
    }

    /// A header above the tabs of an adaptable tab view's sidebar; a phone draws the tab bar,
    /// without a sidebar, so it is not drawn.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// A footer below the tabs of an adaptable tab view's sidebar; a phone draws the tab bar,
    /// without a sidebar, so it is not drawn.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// A bar at the bottom of an adaptable tab view's sidebar; a phone draws the tab bar,
    /// without a sidebar, so it is not drawn.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }
}
