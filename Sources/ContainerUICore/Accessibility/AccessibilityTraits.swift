/// What an element is and does, for assistive technologies: SwiftUI's traits.
///
/// The page draws the ones HTML can say: a button with ``isToggle`` is a toggle button
/// (`aria-pressed`, pressed when it also has ``isSelected``), a button with only ``isSelected``
/// is a pressed one, and text with ``isHeader`` is a heading. The others are kept in the resolved
/// tree and its JSON, where an app's own client can read them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    /// Traits from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected: a chosen segment, tab or option.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary read when the screen appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Its value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Hides the elements beside it while shown.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// Switches between two states.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The level `accessibilityHeading(_:)` gives a heading, 1 to 6, in bits of its own beside
    /// the named traits; `nil` when none is set.
    package var headingLevel: Int? {
        let level = Int((rawValue >> 24) & 0b111)
        return level == 0 ? nil : level
    }

    /// `.isHeader` and the heading's level when these traits are a heading's, else none.
    package var heading: AccessibilityTraits {
        contains(.isHeader) ? AccessibilityTraits(rawValue: rawValue & (AccessibilityTraits.isHeader.rawValue | 0b111 << 24)) : []
    }

    /// The traits of a heading of `level` (1 to 6; 0 for none in particular).
    package static func heading(level: Int) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: AccessibilityTraits.isHeader.rawValue | UInt32(min(max(level, 0), 6)) << 24)
    }

    /// The names of the traits set, for dumps and JSON.
    public var names: [String] {
        Self.named.compactMap { contains($0.trait) ? $0.name : nil }
    }

    private static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]
}

extension View {
    /// Adds `traits` to the view's traits.
    @inline(__always)
    @inlinable
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        node(.accessibilityTraits(added: traits, removed: []))
    }

    /// Removes `traits` from the view's traits.
    @inline(__always)
    @inlinable
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        node(.accessibilityTraits(added: [], removed: traits))
    }
}

extension ResolvedNode {
    /// The node's traits: each modifier's changes applied from the outermost in, so the
    /// innermost write of a trait wins.
    package var accessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for modifier in modifiers.reversed() {
            guard case .accessibilityTraits(let added, let removed) = modifier else { continue }
            traits.subtract(removed)
            traits.formUnion(added)
        }
        return traits
    }
}
