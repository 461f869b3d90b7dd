/// The navigation bar's item of a screen; here only the namespace of its title display mode, as
/// in SwiftUI.
public struct NavigationBarItem: Sendable {
    /// How a screen's navigation title is shown.
    public enum TitleDisplayMode: Hashable, Sendable, CaseIterable {
        /// Large on the root screen; on a pushed screen, the mode of the screen below it.
        case automatic
        /// 17 pt semibold, centred in the bar.
        case inline
        /// 34 pt bold below the bar, at the leading edge.
        case large
    }
}

/// How a toolbar shows the navigation title (iOS 17's spelling of the display mode).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    package let mode: NavigationBarItem.TitleDisplayMode

    /// Large on the root screen, as below it on a pushed one.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large, below the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Large and inline with the toolbar's items on iOS 17; drawn here as `large`.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}
