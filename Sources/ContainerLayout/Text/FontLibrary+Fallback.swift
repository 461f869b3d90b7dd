import Foundation

/// Font fallback as Chromium does it for the pages: a character the primary face cannot draw,
/// or one asking for emoji presentation, is drawn with the colour emoji font.
extension FontLibrary {
    /// `string` cut into consecutive pieces drawn with the same face: `primary` or ``emoji``.
    func segments(of string: String, primary: FontFace) -> [(text: Substring, face: FontFace)] {
        guard let emoji, string.utf8.contains(where: { $0 >= 0x80 }) else { return [(string[...], primary)] }
        var result: [(text: Substring, face: FontFace)] = []
        var start = string.startIndex
        var current: FontFace?
        for index in string.indices {
            let face = Self.needsEmoji(string[index], primary: primary) && emoji.covers(string[index].unicodeScalars.first!) ? emoji : primary
            if let current, current !== face {
                result.append((string[start..<index], current))
                start = index
            }
            current = face
        }
        if let current { result.append((string[start...], current)) }
        return result
    }

    /// A character with emoji presentation (by default or through U+FE0F), or with a scalar
    /// the primary face lacks; joiners and variation selectors do not count as missing.
    private static func needsEmoji(_ character: Character, primary: FontFace) -> Bool {
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation { return true }
            if scalar.properties.generalCategory == .format || scalar.properties.isVariationSelector { continue }
            if !primary.covers(scalar) { return true }
        }
        return false
    }
}
