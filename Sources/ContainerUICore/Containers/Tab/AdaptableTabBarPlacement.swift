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

/// Whether a person may customise a tab or section in a placement of an adaptable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, reorderable, disabled
    }

    private let kind: Kind

    /// As the tab view decides: tabs may be hidden and reordered.
    public static let automatic = TabCustomizationBehavior(kind: .automatic)
    /// Tabs may be reordered, not hidden.
    public static let reorderable = TabCustomizationBehavior(kind: .reorderable)
    /// Not customisable.
    public static let disabled = TabCustomizationBehavior(kind: .disabled)
}
