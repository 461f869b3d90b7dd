import Foundation

/// One fitted number as a CSS length of the window's width (`100vw`), built only from what the
/// W3C validator accepts in a `style` attribute (`calc`, `min`, `max`, `clamp`; not `sign()` or
/// `var()`): the first piece's line, then for each later piece, starting at window width `s`,
/// its change of slope from `c = s − 0.5` on (`max(0px, Δa·(100vw − c))`) and the jump that puts
/// the value on the piece's line from `s` on: `clamp(0px, (100vw − c) · 100000, J)`, which is 0
/// below `c` and `J` from half a pixel past it.
extension WindowPieces {
    /// How steeply a jump ramps up, in pixels per pixel of window: steep enough for a jump of
    /// 50,000 px to be whole half a pixel after `c`.
    static let jumpRamp = 100_000

    /// Whether the number at `index` has a value (every piece agrees on that).
    func hasValue(_ index: Int) -> Bool {
        !pieces[0].intercepts[index].isNaN
    }

    /// The smallest value the number at `index` takes over the fitted window widths: each piece
    /// is a line, so at one of its ends.
    func least(_ index: Int) -> Double {
        pieces.map { piece in
            min(Double(piece.start) * piece.slopes[index], Double(piece.end) * piece.slopes[index]) + piece.intercepts[index]
        }.min() ?? .nan
    }

    /// Writes the number at `index` as a `calc()` of `100vw` (as a length when it is the same at
    /// every width); slopes are written in `vw`, so that
    /// rounding to three decimals costs at most a hundredth of a pixel at any width.
    func writeCalc(_ index: Int, into writer: inout HTMLOutput) {
        let first = pieces[0]
        if pieces.allSatisfy({ $0.slopes[index] == 0 && Self.rounded($0.intercepts[index]) == Self.rounded(first.intercepts[index]) }) {
            return writer.stylePx(Self.rounded(first.intercepts[index]))
        }
        // The first piece's line: `a vw ± b px`, or `b px` when flat.
        writer.styleRaw("calc(")
        let slope = Self.rounded(100 * first.slopes[index])
        if slope != 0 {
            writer.styleNumber(slope)
            writer.styleRaw("vw")
            writeTerm(px: first.intercepts[index], into: &writer)
        } else {
            writer.stylePx(Self.rounded(first.intercepts[index]))
        }
        for (previous, piece) in zip(pieces, pieces.dropFirst()) {
            let corner = Double(piece.start) - 0.5
            let turn = piece.slopes[index] - previous.slopes[index]
            let jump = piece.intercepts[index] - previous.intercepts[index] + turn * corner
            if Self.rounded(100 * turn) != 0 {
                // Δa·max(0, W − c), or Δa·min(...) turned round when the slope falls.
                writer.styleRaw(turn > 0 ? " + max(0px, " : " + min(0px, ")
                writer.styleNumber(Self.rounded(100 * turn))
                writer.styleRaw("vw")
                writeTerm(px: -turn * corner, into: &writer)
                writer.styleRaw(")")
            }
            let rounded = Self.rounded(jump)
            if rounded > 0 {
                writer.styleRaw(" + clamp(0px, (100vw - ")
                writer.stylePx(corner)
                writer.styleRaw(") * ")
                writer.styleNumber(Self.jumpRamp)
                writer.styleRaw(", ")
                writer.stylePx(rounded)
                writer.styleRaw(")")
            } else if rounded < 0 {
                writer.styleRaw(" + clamp(")
                writer.stylePx(rounded)
                writer.styleRaw(", (")
                writer.stylePx(corner)
                writer.styleRaw(" - 100vw) * ")
                writer.styleNumber(Self.jumpRamp)
                writer.styleRaw(", 0px)")
            }
        }
        writer.styleRaw(")")
    }

    /// ` + <px>px` (or ` - `), nothing when it rounds to nothing.
    private func writeTerm(px: Double, into writer: inout HTMLOutput) {
        let value = Self.rounded(px)
        guard value != 0 else { return }
        writer.styleRaw(value < 0 ? " - " : " + ")
        writer.stylePx(abs(value))
    }

    /// `value` to the three decimals numbers are written with.
    private static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
