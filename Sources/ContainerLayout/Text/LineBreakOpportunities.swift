import Foundation
import ContainerUICore

/// The break opportunities Chromium's line breaker (ICU, UAX #14) finds in everyday text:
/// after spaces, after a hyphen or dash between letters or digits, around em dashes, and around
/// ideographs, emoji and inline images; a line must break after a newline.
enum LineBreakOpportunities {
    /// Fills `paragraph`'s `breakBefore`, `mandatoryBefore`, `hangs` and `clusterStart` for `string`.
    static func mark(_ string: String, into paragraph: inout ShapedParagraph) {
        let count = string.utf8.count
        paragraph.breakBefore = Array(repeating: false, count: count)
        paragraph.mandatoryBefore = Array(repeating: false, count: count)
        paragraph.hangs = Array(repeating: false, count: count)
        paragraph.clusterStart = Array(repeating: false, count: count)
        var offset = 0
        for character in string {
            paragraph.clusterStart[offset] = true
            offset += character.utf8.count
        }
        let scalars = Array(string.unicodeScalars)
        var starts: [Int] = []
        offset = 0
        for scalar in scalars {
            starts.append(offset)
            offset += scalar.utf8.count
        }
        for (index, scalar) in scalars.enumerated() {
            let start = starts[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let nextStart = index + 1 < starts.count ? starts[index + 1] : count
            if isSpace(scalar) || scalar == "\n" {
                for byte in start..<nextStart { paragraph.hangs[byte] = true }
            }
            guard let next, nextStart < count else { continue }
            let previous = index > 0 ? scalars[index - 1] : nil
            if scalar == "\n" {
                paragraph.mandatoryBefore[nextStart] = true
            } else if isSpace(scalar), !isSpace(next), next != "\n" {
                paragraph.breakBefore[nextStart] = true
            } else if isBreakAfterHyphen(scalar), let previous, isAlphanumeric(previous), isAlphanumeric(next) {
                paragraph.breakBefore[nextStart] = true
            } else if scalar == "\u{2014}" || next == "\u{2014}" || isIdeographic(scalar) || isIdeographic(next) || isInlineImage(scalar) || isInlineImage(next) {
                if !isSpace(next), !isClosingPunctuation(next) { paragraph.breakBefore[nextStart] = true }
            }
        }
    }

    /// An inline image's marker: Chromium may break on either side of the image it stands for.
    private static func isInlineImage(_ scalar: Unicode.Scalar) -> Bool {
        scalar == Text.inlineImageMarker
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    /// Letters and decimal digits: Chromium breaks after a hyphen between any two of them
    /// ("2026-|114", "COVID-|19"), not after one that starts a word ("x -2222") or before a
    /// currency sign ("$1-$2").
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
    }

    private static func isBreakAfterHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2013}"
    }

    private static func isClosingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        ".,:;!?)]}\u{3001}\u{3002}".unicodeScalars.contains(scalar)
    }

    /// Ideographs, kana and emoji break on both sides (line-break classes ID and EB).
    private static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFD: return true
        default: return scalar.properties.isEmojiPresentation
        }
    }
}
