/// What the selected tab's views hand up to the `TabView` showing them: whether its tab bar is
/// shown (`toolbar(_:for: .tabBar)`), from the views themselves or from the top screen of a
/// navigation stack among them, as SwiftUI's toolbar preferences reach the tab view.
///
/// The tab view puts a fresh scope on the resolver while it resolves the selected tab
/// (``Resolver/tabBar``); outside any tab view there is none and the setting records nothing.
package final class TabBarScope {
    /// `toolbar(_:for: .tabBar)`.
    package var visibility: Visibility?

    package init() {}
}

extension Resolver {
    /// Hands the tab bar visibility the top screen of a navigation stack asked for up to the
    /// nearest tab view, unless a sibling before the stack already did.
    package func handUpTabBarVisibility(ofScreen screen: NavigationScope) {
        guard let tabBar, tabBar.visibility == nil else { return }
        tabBar.visibility = screen.tabBarVisibility
    }
}
