/// Where `searchable` puts its field. On a phone every placement is the drawer below the
/// navigation bar's title, which is where iOS puts it.
public struct SearchFieldPlacement: Sendable {
    /// How a drawer search field shows while the content has not scrolled.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// The platform's choice: shown until the content scrolls.
        case automatic
        /// Always shown.
        case always
    }

    /// The platform's choice: the navigation bar's drawer on iOS.
    public static let automatic = SearchFieldPlacement()
    /// The navigation bar's drawer, below its title.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// In the toolbar where there is room for it; the navigation bar's drawer on a phone.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar of a split view; the navigation bar's drawer on a phone.
    public static let sidebar = SearchFieldPlacement()

    /// The navigation bar's drawer, shown as `displayMode` says. A render is one frame that
    /// has not scrolled, so the field shows in both modes.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}
