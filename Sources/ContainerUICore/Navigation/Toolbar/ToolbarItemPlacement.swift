/// Where a toolbar item goes, with SwiftUI's names, drawn where iOS puts them in a navigation
/// stack on a phone: leading or trailing in the navigation bar, centred in it, or in the bottom
/// toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The part of the bars an item is drawn in.
    package enum Region: Hashable, Sendable {
        /// The navigation bar's leading edge, after the back button.
        case leading
        /// The navigation bar's trailing edge.
        case trailing
        /// The centre of the navigation bar, instead of an inline title.
        case principal
        /// The bottom toolbar.
        case bottom
        /// Under the large title, in place of the subtitle.
        case largeSubtitle
        /// Not drawn in a render (the keyboard's bar, which no render shows).
        case none
    }

    /// Where the item is drawn.
    package let region: Region
    /// Whether the item's text is semibold (a confirmation action).
    package let isProminent: Bool
    private let name: String

    private init(_ name: String, _ region: Region, isProminent: Bool = false) {
        self.name = name
        self.region = region
        self.isProminent = isProminent
    }

    /// The name, as written in Swift.
    public var description: String { name }

    /// Where the platform puts items: the navigation bar's trailing edge on iOS.
    public static let automatic = ToolbarItemPlacement("automatic", .trailing)
    /// The centre of the navigation bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement("principal", .principal)
    /// Navigation controls: the navigation bar's leading edge.
    public static let navigation = ToolbarItemPlacement("navigation", .leading)
    /// The primary action: the navigation bar's trailing edge.
    public static let primaryAction = ToolbarItemPlacement("primaryAction", .trailing)
    /// A confirmation (Done, Save) of a modal screen: trailing, semibold.
    public static let confirmationAction = ToolbarItemPlacement("confirmationAction", .trailing, isProminent: true)
    /// A cancellation of a modal screen: leading.
    public static let cancellationAction = ToolbarItemPlacement("cancellationAction", .leading)
    /// A destructive action of a modal screen: trailing.
    public static let destructiveAction = ToolbarItemPlacement("destructiveAction", .trailing)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement("topBarLeading", .leading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing", .trailing)
    /// The leading edge of the navigation bar (the spelling before `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading", .leading)
    /// The trailing edge of the navigation bar (the spelling before `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing", .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement("bottomBar", .bottom)
    /// Under the large title, where `navigationSubtitle(_:)` goes, and in its place (iOS 26); not
    /// drawn when the title is inline.
    public static let largeSubtitle = ToolbarItemPlacement("largeSubtitle", .largeSubtitle)
    /// The bar above the keyboard, which a render never shows: not drawn.
    public static let keyboard = ToolbarItemPlacement("keyboard", .none)
}
