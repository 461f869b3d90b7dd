import Foundation

/// Where the system shows its controls for formatting rich text while a text editor of an
/// `AttributedString` is being edited (iOS 26).
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of places.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        /// Places from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The expanded controls in the shortcuts bar on iPadOS and the bottom ornament on visionOS.
        public static let inputAssistant = Set(rawValue: 1 << 0)
        /// The context menu, and the edit menu on iOS.
        public static let contextMenu = Set(rawValue: 1 << 1)
        /// The bar beneath the window's toolbar on macOS.
        public static let accessoryBar = Set(rawValue: 1 << 2)
        /// The font panel on macOS.
        public static let fontPanel = Set(rawValue: 1 << 3)
        /// Where the platform shows them by default.
        public static let `default` = Set(rawValue: 1 << 4)
        /// Every place.
        public static let all: Set = [.inputAssistant, .contextMenu, .accessoryBar, .fontPanel, .default]
    }
}

extension View {
    /// Shows or hides the system's rich-text formatting controls at `placement` while the text
    /// editors inside are edited (iOS 26). A rendered page is not being edited and shows none of
    /// them, so the view is kept as it is.
    public func textInputFormattingControlVisibility(_ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set)
        -> some View {
        self
    }
}
