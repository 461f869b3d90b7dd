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
    /// The words, from each break opportunity to the next (see ``findWords()``).
    var words: [Word] = []

    /// The bytes from one break opportunity to the next, spaces after them included.
    struct Word {
        var start: Int
        var end: Int
        /// The advance of all its bytes.
        var advance: Double
        /// The advance up to its last byte that does not hang.
        var ink: Double
        /// A line must start with it (after a newline).
        var isMandatoryBreak: Bool
    }

    /// Cuts the paragraph into ``words``, once the advances and break opportunities are known.
    mutating func findWords() {
        words = []
        var index = 0
        let end = advances.count
        while index < end {
            var wordEnd = index + 1
            while wordEnd < end, !breakBefore[wordEnd], !mandatoryBefore[wordEnd] { wordEnd += 1 }
            var ink = 0.0, advance = 0.0
            for byte in index..<wordEnd {
                advance += advances[byte]
                if !hangs[byte] { ink = advance }
            }
            words.append(Word(start: index, end: wordEnd, advance: advance, ink: ink, isMandatoryBreak: mandatoryBefore[index]))
            index = wordEnd
        }
    }

    /// The widest line and the number of lines when wrapping within `width` (`nil`: no limit),
    /// greedily, as Chromium does with `white-space: pre-wrap; overflow-wrap: break-word`.
    func lines(within width: Double?) -> (width: Double, count: Int) {
        let limit = (width ?? .infinity) + 1.0 / 128
        var widest = 0.0, count = 1
        var line = 0.0, ink = 0.0  // the line's advance, and up to its last non-hanging byte
        var lineIsEmpty = true
        for word in words {
            if word.isMandatoryBreak {
                widest = max(widest, ink)
                count += 1
                line = 0; ink = 0; lineIsEmpty = true
            }
            if !lineIsEmpty, line + word.ink > limit {
                widest = max(widest, ink)
                count += 1
                line = 0; ink = 0; lineIsEmpty = true
            }
            if lineIsEmpty, word.ink > limit {
                // overflow-wrap: break-word: split the word between clusters, one at least per line.
                for byte in word.start..<word.end {
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
                if word.ink > 0 || word.advance > 0 { lineIsEmpty = false }
                if word.ink > 0 { ink = line + word.ink }
                line += word.advance
            }
        }
        widest = max(widest, ink)
        return ((widest * 64).rounded(.up) / 64, count)
    }
}
