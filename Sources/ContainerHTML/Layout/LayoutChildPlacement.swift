import ContainerLayout
import ContainerUICore
import Foundation

/// A subview of a custom layout: where the layout placed it, and how it is sized for the
/// proposal it was placed with.
struct LayoutChildPlacement {
    var numbers: Numbers
    var width: Sizing
    /// How the subview's height is sized (``Sizing/within`` is drawn as ``Sizing/own``: the
    /// browser wraps text by width alone).
    var height: Sizing

    /// Where the numbers come from.
    enum Numbers {
        /// One arrangement: the subview's origin and proposal at every window width.
        case fixed(origin: CGPoint, proposal: ProposedViewSize)
        /// The layout's numbers fitted across window widths, and the subview's index in them.
        case windowed(WindowPieces, child: Int)
    }

    /// How a subview's length along one axis relates to its proposal, in the arrangement for the
    /// render's width: SwiftUI gives a subview the size it chooses, which may be less than it
    /// was offered (a short text) or more (a fixed frame).
    enum Sizing {
        /// It takes the proposal: drawn that long.
        case fills
        /// It takes the proposal, which is at least its ideal length wherever the layout is
        /// drawn (a flow layout proposing each subview its ideal size): drawn at least that long
        /// and as long as its content, so that text the browser measures a fraction wider than
        /// the server does stays on one line instead of wrapping.
        case fillsIdeal
        /// It takes less: drawn at its own length, at most the proposal (text wraps within it).
        case within
        /// No definite proposal, or it takes more: drawn at its own length.
        case own

        /// How a subview of length `size` for a proposal of `proposed` is drawn; `ideal` (its
        /// length for an unspecified proposal) and `least` (the shortest proposal along the axis
        /// at any window width the layout is drawn for) tell ``fillsIdeal`` from ``fills``.
        init(proposed: CGFloat?, size: CGFloat, ideal: @autoclosure () -> CGFloat, least: @autoclosure () -> CGFloat) {
            guard let proposed, proposed.isFinite else { self = .own; return }
            if abs(size - proposed) < 0.01 {
                self = ideal() <= least() + 0.01 ? .fillsIdeal : .fills
            } else {
                self = size < proposed ? .within : .own
            }
        }
    }
}

extension HTMLRenderer {
    /// Writes a custom layout subview's place and size (`.cui-abs`, and `.cui-fw`, `.cui-aw`,
    /// `.cui-amw` or `.cui-fh` for its proposal).
    mutating func applyLayoutChildPlacement(_ placement: LayoutChildPlacement) {
        writer.addClass("cui-abs")
        switch placement.numbers {
        case .fixed(let origin, let proposal):
            writer.styleVar("--cui-x", px: Double(origin.x))
            writer.styleVar("--cui-y", px: Double(origin.y))
            if let width = proposal.width { writeProposedWidth(placement.width) { $0.writer.stylePx(Double(width)) } }
            if let height = proposal.height, placement.height == .fills {
                writer.addClass("cui-fh")
                writer.styleVar("--cui-h", px: Double(height))
            }
        case .windowed(let pieces, let child):
            let first = 2 + 4 * child
            writeWindowed("--cui-x", pieces, value: first)
            writeWindowed("--cui-y", pieces, value: first + 1)
            if pieces.hasValue(first + 2) { writeProposedWidth(placement.width) { pieces.writeCalc(first + 2, into: &$0.writer) } }
            if pieces.hasValue(first + 3), placement.height == .fills {
                writer.addClass("cui-fh")
                writeWindowed("--cui-h", pieces, value: first + 3)
            }
        }
    }

    /// `.cui-fw` or `.cui-aw` with `--cui-w`, or `.cui-amw` with `--cui-amw`, as `sizing` asks, the length
    /// written by `length`.
    private mutating func writeProposedWidth(_ sizing: LayoutChildPlacement.Sizing, _ length: (inout Self) -> Void) {
        switch sizing {
        case .fills:
            writer.addClass("cui-fw")
            writer.styleVarStart("--cui-w")
        case .fillsIdeal:
            writer.addClass("cui-aw")
            writer.styleVarStart("--cui-w")
        case .within:
            writer.addClass("cui-amw")
            writer.styleVarStart("--cui-amw")
        case .own:
            return
        }
        length(&self)
        writer.styleVarEnd()
    }
}
