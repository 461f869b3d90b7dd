import Foundation

/// Resolved text: its string and the style it resolved to.
public struct ResolvedText: Equatable {
    /// The characters.
    public var string: String
    /// The style from the environment and the text's own modifiers.
    public var style: ResolvedTextStyle {
        @inlinable _read { yield styleBox.style }
        _modify {
            if !isKnownUniquelyReferenced(&styleBox) { styleBox = ResolvedTextStyle.Box(styleBox.style) }
            yield &styleBox.style
        }
    }
    /// Texts joined after this one with `+`, each with its own style.
    public var appended: [ResolvedText] = []
    /// The images drawn inline, one for each `Text.inlineImageMarker` in `string`, in order.
    public var images: [ResolvedImage] = []
    /// Where `style` lives: texts resolved in the same environment share one box, so a text's kind
    /// stays small and its style is neither rebuilt nor copied per text.
    @usableFromInline var styleBox: ResolvedTextStyle.Box

    /// Text in its own copy of `style`.
    init(string: String, style: ResolvedTextStyle) {
        self.init(string: string, sharing: ResolvedTextStyle.Box(style))
    }

    /// Text whose style is the one in `box`, shared with other texts.
    init(string: String, sharing box: ResolvedTextStyle.Box) {
        self.string = string
        styleBox = box
    }

    /// All characters, appended runs included.
    public var fullString: String {
        appended.reduce(string) { $0 + $1.fullString }
    }

    public static func == (lhs: ResolvedText, rhs: ResolvedText) -> Bool {
        lhs.string == rhs.string && (lhs.styleBox === rhs.styleBox || lhs.style == rhs.style) && lhs.appended == rhs.appended
            && lhs.images == rhs.images
    }
}

/// A line drawn through or under text.
public struct TextDecoration: Hashable, Sendable {
    /// The line colour, or `nil` for the text's own.
    public var color: Color?
    /// The line's pattern.
    public var pattern: Text.LineStyle.Pattern

    @usableFromInline
    init(color: Color?, pattern: Text.LineStyle.Pattern = .solid) {
        self.color = color
        self.pattern = pattern
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
    /// The shadows of the foreground style (`.foregroundStyle(.red.shadow(.drop(radius: 1)))`),
    /// in the order added: the page draws the drop shadows behind the glyphs.
    public var shadows: [ShadowStyle] = []
    /// A line through the text.
    public var strikethrough: TextDecoration?
    /// A line under the text.
    public var underline: TextDecoration?
    /// How lines align.
    public var alignment: TextAlignment = .leading
    /// The most lines, or `nil`.
    public var lineLimit: Int?
    /// The case the text is shown in, or `nil` for its own.
    public var textCase: Text.Case?
    /// Letter and line spacing, baseline offset, digits, truncation and scaling.
    public var typography = TextTypography()
    /// The language the run is laid out for (`typesettingLanguage` on the text), as a BCP 47
    /// tag, or `nil` for its surroundings'.
    public var language: String?
    /// Where the run links to (Markdown's `[title](url)`), or `nil`.
    public var link: URL?
    /// The colour behind the run (an attributed string's `backgroundColor`), or `nil`.
    public var background: Color?

    /// The font in effect, `.body` when none is set.
    public var effectiveFont: Font {
        font(default: .body)
    }

    /// The font in effect, `defaultFont` when none is set (a container's default, such as a list
    /// header's): at the text's Dynamic Type size, with its weight, italic and monospaced design.
    /// The page and the layout engine both draw a run with this font.
    package func font(default defaultFont: Font) -> Font {
        let base = font ?? defaultFont
        var font = (typography.scale == .secondary ? base.secondaryScaled : base).scaled(for: typography.dynamicTypeSize)
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        if typography.isMonospaced { font.design = .monospaced }
        return font
    }
}

extension ResolvedTextStyle {
    /// A style on the heap, shared by the texts that resolved to it; changed only through
    /// ``ResolvedText/style``, which copies a shared box first, so its accesses never overlap.
    @usableFromInline
    final class Box {
        @exclusivity(unchecked) @usableFromInline var style: ResolvedTextStyle

        init(_ style: ResolvedTextStyle) {
            self.style = style
        }
    }
}
