import Foundation

/// How a run of text is presented inline, as Markdown marks it (`AttributedString(markdown:)`),
/// with Foundation's values on Apple's systems; Foundation on Linux has no such type. `Text`
/// draws a run strongly emphasized in bold, emphasized in italic, code monospaced and
/// strikethrough struck through.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// An intent from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*emphasis*`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**strong emphasis**`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `code` ``.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~strikethrough~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break inside a paragraph that is shown as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A line break kept as one.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// HTML inside a paragraph.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// How a run is presented inline (Foundation's attribute on Apple's systems, read by `Text`).
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        /// The intents.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name.
        public static let name = "NSInlinePresentationIntent"
    }
}
