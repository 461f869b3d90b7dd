import Foundation

extension AttributedString {
    /// The localized string for `keyAndValue` (looked up as `String(localized:)` looks it up),
    /// its inline Markdown read as Foundation reads a localized attributed string: bold, italic,
    /// code, strikethrough and links, white space kept.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localizedMarkdown: String(localized: keyAndValue, table: table, bundle: bundle, locale: locale))
    }

    /// The localized string for `key`, or `defaultValue` when no table has it, its inline
    /// Markdown read.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localizedMarkdown: String(localized: key, defaultValue: defaultValue, table: table, bundle: bundle, locale: locale))
    }

    /// The string of a localized resource, its inline Markdown read.
    public init(localized resource: LocalizedStringResource) {
        self.init(localizedMarkdown: String(localized: resource))
    }

    /// `string` with its inline Markdown read, or as it is when it is not Markdown.
    private init(localizedMarkdown string: String) {
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        self = (try? AttributedString(markdown: string, options: options)) ?? AttributedString(string)
    }
}
