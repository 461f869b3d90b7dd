/// One of VoiceOver's own rotors (headings, links, text fields, …), to which
/// `accessibilityRotor(_:entries:)` gives the entries of a view. On a page a screen reader builds
/// these lists itself from the markup (its headings, `<a>` elements, fields, tables, lists and
/// landmarks), so a system rotor's entries change nothing drawn.
public struct AccessibilitySystemRotor: Hashable, Sendable {
    private let name: String

    /// Links, visited ones or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        Self(name: visited ? "visitedLinks" : "unvisitedLinks")
    }

    /// All links.
    public static let links = Self(name: "links")

    /// Headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        Self(name: "headings\(level.rawValue)")
    }

    /// All headings.
    public static let headings = Self(name: "headings")
    /// Runs of bold text.
    public static let boldText = Self(name: "boldText")
    /// Runs of italic text.
    public static let italicText = Self(name: "italicText")
    /// Runs of underlined text.
    public static let underlineText = Self(name: "underlineText")
    /// Misspelled words.
    public static let misspelledWords = Self(name: "misspelledWords")
    /// Images.
    public static let images = Self(name: "images")
    /// Text fields.
    public static let textFields = Self(name: "textFields")
    /// Tables.
    public static let tables = Self(name: "tables")
    /// Lists.
    public static let lists = Self(name: "lists")
    /// Landmarks.
    public static let landmarks = Self(name: "landmarks")
}
