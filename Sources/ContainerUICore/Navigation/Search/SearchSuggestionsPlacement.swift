/// Where search suggestions are presented: in a list with the content, or in a menu attached to
/// the field. A searchable view on a phone lists them over its content (`.content`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, content, menu }
    private let kind: Kind

    /// The platform's choice.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .automatic) }
    /// In a list with the main content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .content) }
    /// In a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .menu) }

    /// A set of placements, as passed to `searchSuggestions(_:for:)`.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Suggestions listed with the main content.
        public static var content: Set { Set(rawValue: 1) }
        /// Suggestions in a menu attached to the search field.
        public static var menu: Set { Set(rawValue: 2) }
    }
}
