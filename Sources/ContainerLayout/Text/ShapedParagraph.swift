import Foundation

/// A paragraph shaped once: the advance of every UTF-8 byte (a cluster's advance on its first
/// byte, 0 on the rest), where a line may break, and which bytes are spaces that hang at a line's
/// end. Lines are then found for any width without shaping again.
struct ShapedParagraph: Sendable {
    /// Advance of each byte, in px.
    var advances: [Double] = []
    /// `breakBefore[i]`: a line may start at byte `i`.
    var breakBefore: [Bool] = []
    /// `mandatoryBefore[i]`: a line must start at byte `i` (after a newline).
    var mandatoryBefore: [Bool] = []
    /// Spaces and newlines: they hang at the end of a line and never make it overflow.
    var hangs: [Bool] = []
    /// Where clusters start: the only places a word may be split when it alone overflows.
    var clusterStart: [Bool] = []

    /// The widest line and the number of lines when wrapping within `width` (`nil`: no limit),
    /// greedily, as Chromium does with `white-space: pre-wrap; overflow-wrap: break-word`.
    func lines(within width: Double?) -> (width: Double, count: Int) {
        let limit = (width ?? .infinity) + 1.0 / 128
        var widest = 0.0, count = 1
        var line = 0.0, ink = 0.0  // the line's advance, and up to its last non-hanging byte
        var lineIsEmpty = true
        var index = 0
        let end = advances.count
        while index < end {
            if mandatoryBefore[index] {
                widest = max(widest, ink)
                count += 1
                line = 0; ink = 0; lineIsEmpty = true
            }
            // The word from here to the next break opportunity, spaces after it included.
            var wordEnd = index + 1
            while wordEnd < end, !breakBefore[wordEnd], !mandatoryBefore[wordEnd] { wordEnd += 1 }
            var wordInk = 0.0, wordAdvance = 0.0
            for byte in index..<wordEnd {
                wordAdvance += advances[byte]
                if !hangs[byte] { wordInk = wordAdvance }
            }
            if !lineIsEmpty, line + wordInk > limit {
                widest = max(widest, ink)
                count += 1
                line = 0; ink = 0; lineIsEmpty = true
            }
            if lineIsEmpty, wordInk > limit {
                // overflow-wrap: break-word: split the word between clusters, one at least per line.
                for byte in index..<wordEnd {
                    if clusterStart[byte], !hangs[byte], !lineIsEmpty, line + advances[byte] > limit {
                        widest = max(widest, ink)
                        count += 1
                        line = 0; ink = 0
                    }
                    line += advances[byte]
                    if !hangs[byte] { ink = line }
                    lineIsEmpty = false
                }
            } else {
                if wordInk > 0 || wordAdvance > 0 { lineIsEmpty = false }
                if wordInk > 0 { ink = line + wordInk }
                line += wordAdvance
            }
            index = wordEnd
        }
        widest = max(widest, ink)
        return ((widest * 64).rounded(.up) / 64, count)
    }
}
