import Foundation

extension Text {
    /// This text with `modifier` applied after its others.
    func adding(_ modifier: Modifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }

    /// This text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }

    /// This text in bold.
    public func bold() -> Text { adding(.weight(.bold)) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italic.
    public func italic() -> Text { adding(.italic(true)) }

    /// This text in italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }

    /// This text in another design.
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color.map { .color($0) }, shadows: [])) }

    /// This text filled with `style`; a shadowed style's drop shadows are drawn behind the glyphs
    /// (`.red.shadow(.drop(radius: 1))`), its inner shadows are not.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        adding(.foreground(style._resolvedStyle, shadows: style._shadows))
    }

    /// This text struck through when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? TextDecoration(color: color) : nil))
    }

    /// This text underlined when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive ? TextDecoration(color: color) : nil))
    }

    /// This text with `kerning` points after each character; `tracking(_:)` wins where both are set.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }

    /// This text with `tracking` points after each character.
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }

    /// This text raised by `baselineOffset` points (lowered when negative); its lines grow by it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }

    /// This text with digits of equal width.
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }

    /// This text in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
}
