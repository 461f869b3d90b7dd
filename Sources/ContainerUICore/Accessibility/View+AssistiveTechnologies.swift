/// Accessibility settings that only assistive technologies of Apple's platforms act on: the
/// large content viewer, speech, Voice Control's input labels, colour inversion, direct touch,
/// zoom actions, linked groups and text content types. Each compiles as in SwiftUI and leaves the
/// page as it is, since the web has no counterpart a page can set (a screen reader reads the
/// page's own roles and names); ``View/accessibilityHeading(_:)`` alone is drawn, as a
/// heading of its level.
extension View {
    /// Shows the view in the large content viewer when the text size is very large.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Shows `largeContentView` in the large content viewer when the text size is very large.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }

    /// Speaks the view's text character by character.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Speaks the punctuation of the view's text.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Queues the view's announcements behind the current speech instead of interrupting it.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Raises (above 0) or lowers the pitch the view's text is spoken in, from -1 to 1.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Keeps the view's colours when Smart Invert inverts the screen's (photos, say).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// Whether assistive technologies treat the view as one that responds to touches.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Lets VoiceOver users touch the view directly, as an instrument's keys.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View { self }

    /// Runs `handler` when VoiceOver zooms the view in or out.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    /// Gives the view's children as assistive technologies see them instead of its own.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    /// Links the view with the others of the same `id` in `namespace`, so VoiceOver moves between them.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// What kind of text the view holds, for how VoiceOver reads it.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// The names Voice Control users may say to use the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// The names Voice Control users may say to use the view, as literals.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    /// The names Voice Control users may say to use the view, as strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Marks the view as a heading of `level`: a text is a `role="heading"` with that
    /// `aria-level` (2, as for the `.isHeader` trait, when the level is unspecified).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAddTraits(.heading(level: Int(level.rawValue)))
    }
}

/// How VoiceOver lets touches through to a direct touch area.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The view keeps silent when touched.
    public static let silentOnTouch = Self(rawValue: 1)
    /// A touch needs VoiceOver to activate the area first.
    public static let requiresActivation = Self(rawValue: 2)
}

/// A VoiceOver zoom on a view.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    public enum Direction: Sendable {
        /// Closer.
        case zoomIn
        /// Further.
        case zoomOut
    }

    /// Which way the zoom goes.
    public let direction: Direction
    /// Where the zoom centres, in the view's space.
    public let location: UnitPoint
    /// Where the zoom centres, in points.
    public let point: CGPoint
}

/// The level of a heading, as HTML's `h1` to `h6`.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// The first level.
    case h1
    /// The second level.
    case h2
    /// The third level.
    case h3
    /// The fourth level.
    case h4
    /// The fifth level.
    case h5
    /// The sixth level.
    case h6
}

/// What kind of text a view holds.
public struct AccessibilityTextContentType: Hashable, Sendable {
    private let name: String

    /// Plain text.
    public static let plain = Self(name: "plain")
    /// A console's output.
    public static let console = Self(name: "console")
    /// Paths of a file system.
    public static let fileSystem = Self(name: "fileSystem")
    /// Messages.
    public static let messaging = Self(name: "messaging")
    /// Prose, as a book's.
    public static let narrative = Self(name: "narrative")
    /// Source code.
    public static let sourceCode = Self(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = Self(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = Self(name: "wordProcessing")
}
