/// Where an adaptable tab view shows its tabs: the tab bar, the sidebar, or (`automatic`) both.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    private enum Place: Hashable, Sendable {
        case automatic, tabBar, sidebar
    }

    private let place: Place

    /// Both the tab bar and the sidebar.
    public static let automatic = AdaptableTabBarPlacement(place: .automatic)
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(place: .tabBar)
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(place: .sidebar)

    /// Whether the placement includes the tab bar.
    var includesTabBar: Bool { place != .sidebar }
}
