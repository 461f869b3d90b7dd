extension Text {
    /// The character that holds an inline image's place in a text's string: U+FFFC OBJECT
    /// REPLACEMENT CHARACTER, one per image in ``ResolvedText/images``, measured one em wide.
    package static let inlineImageMarker: Unicode.Scalar = "\u{FFFC}"

    /// Text showing `image` inline, as SwiftUI's `Text(_ image: Image)` does: a symbol is drawn
    /// at the text's font size in its foreground style, and joins other texts with `+` as a run.
    /// The page draws it as an inline SVG (a named image as an `<img>`) inside the text's run.
    public init(_ image: Image) {
        string = String(Character(Self.inlineImageMarker))
        images = [image]
    }
}
