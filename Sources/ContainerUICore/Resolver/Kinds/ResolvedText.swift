/// Resolved text: its string and the style it resolved to.
public struct ResolvedText: Equatable {
    /// The characters.
    public var string: String
    /// The style from the environment and the text's own modifiers.
    public var style: ResolvedTextStyle
    /// Texts joined after this one with `+`, each with its own style.
    public var appended: [ResolvedText] = []

    /// All characters, appended runs included.
    public var fullString: String {
        appended.reduce(string) { $0 + $1.fullString }
    }
}

/// A line drawn through or under text.
public struct TextDecoration: Hashable, Sendable {
    /// The line colour, or `nil` for the text's own.
    public var color: Color?

    @usableFromInline
    init(color: Color?) {
        self.color = color
    }
}

/// The resolved style of a run of text.
public struct ResolvedTextStyle: Equatable {
    /// The font, or `nil` for `.body`.
    public var font: Font?
    /// An explicit weight overriding the font's.
    public var weight: Font.Weight?
    /// Italic.
    public var isItalic = false
    /// The fill of the glyphs.
    public var foreground: ResolvedShapeStyle = .hierarchical(0)
    /// A line through the text.
    public var strikethrough: TextDecoration?
    /// A line under the text.
    public var underline: TextDecoration?
    /// How lines align.
    public var alignment: TextAlignment = .leading
    /// The most lines, or `nil`.
    public var lineLimit: Int?

    /// The font in effect, `.body` when none is set.
    public var effectiveFont: Font {
        var font = font ?? .body
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        return font
    }
}
