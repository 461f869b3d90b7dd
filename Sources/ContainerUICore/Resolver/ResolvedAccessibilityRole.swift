/// What a view is to assistive technologies, where a view the package composes of others stands
/// for one of SwiftUI's own controls: a tab view's bar is a list of tabs over the selected tab's
/// panel. The HTML renderer writes it as the ARIA role.
public enum ResolvedAccessibilityRole: Hashable, Sendable, CustomStringConvertible {
    /// A row of tabs: a tab bar.
    case tabList
    /// One tab of a tab list; `isSelected` for the one whose content shows.
    case tab(isSelected: Bool)
    /// The content of the selected tab.
    case tabPanel

    public var description: String {
        switch self {
        case .tabList: "tabList"
        case .tab(let isSelected): isSelected ? "tab, selected" : "tab"
        case .tabPanel: "tabPanel"
        }
    }
}

extension View {
    /// Gives each resolved member of this view `role` for assistive technologies.
    @inline(__always)
    @inlinable
    package func accessibilityRole(_ role: ResolvedAccessibilityRole) -> some View {
        node(.accessibilityRole(role))
    }
}
