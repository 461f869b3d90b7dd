/// The key of a localizable string; here the string itself, with interpolations applied.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    public let key: String
    /// The interpolated images, one per ``Text/inlineImageMarker`` in `key`, in order.
    package var images: [Image] = []
    /// Where interpolated values that hold Markdown's characters are in `key` (UTF-8 offsets):
    /// they are shown as they are, never read as Markdown.
    package var interpolations: [Range<Int>] = []

    /// A key from a string.
    public init(_ value: String) {
        key = value
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        images = stringInterpolation.images
        interpolations = stringInterpolation.interpolations
    }

    /// Keys are equal when their text is; the images inline in it do not localize.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key
    }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// Builds an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var images: [Image] = []
        var interpolations: [Range<Int>] = []

        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a value's description.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// Appends a text's characters, and the images inline in them.
        public mutating func appendInterpolation(_ text: Text) {
            appendValue(text.string)
            images += text.images
        }

        /// Appends an interpolated value's characters, noting where they are when Markdown could
        /// read them.
        private mutating func appendValue(_ value: String) {
            let start = output.utf8.count
            output += value
            if InlineMarkdown.mayHaveSyntax(value, literal: []) { interpolations.append(start..<output.utf8.count) }
        }

        /// Appends an image, drawn inline in the text at its font's size and in its colour, as
        /// SwiftUI draws `Text("Rated \(Image(systemName: "star"))")`.
        public mutating func appendInterpolation(_ image: Image) {
            output.unicodeScalars.append(Text.inlineImageMarker)
            images.append(image)
        }
    }
}
