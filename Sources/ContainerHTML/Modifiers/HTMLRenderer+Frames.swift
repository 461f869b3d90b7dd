import ContainerUICore
import Foundation

/// Frames, padding and container-relative sizes on a box.
extension HTMLRenderer {
    mutating func fixedLength(width: Double) {
        writer.addClass("cui-fw")
        writer.styleVar("--cui-w", px: max(width, 0))
    }

    mutating func fixedLength(height: Double) {
        writer.addClass("cui-fh")
        writer.styleVar("--cui-h", px: max(height, 0))
    }

    /// Places the box's child: `align-items` across, `justify-content` along its column.
    mutating func frameAlignment(_ alignment: Alignment) {
        switch alignment.horizontal {
        case .leading: writer.addClass("cui-as")
        case .trailing: writer.addClass("cui-ae")
        default: break
        }
        switch alignment.vertical {
        case .top: writer.addClass("cui-js")
        case .bottom: writer.addClass("cui-je")
        default: break
        }
    }

    /// A flexible frame's bounds, and its alignment. Along an axis left unproposed (scroll
    /// content, `fixedSize`), a frame with only a minimum takes its child's ideal length raised to
    /// the minimum and places the child by its alignment, so there the child does not grow into
    /// it (`cui-nmx`, `cui-nmy`).
    mutating func flexibleFrame(_ frame: FlexibleFrame) {
        if frame.maxWidth == nil, frame.minWidth != nil, context.isInHorizontalScroll || context.isWidthUnproposed { writer.addClass("cui-nmx") }
        if frame.maxHeight == nil, frame.minHeight != nil, context.isInVerticalScroll || context.isHeightUnproposed { writer.addClass("cui-nmy") }
        if let minimum = frame.minWidth, minimum.isFinite, minimum > 0 {
            writer.addClass("cui-minw")
            writer.styleVar("--cui-minw", px: Double(minimum))
        }
        if let maximum = frame.maxWidth, maximum.isFinite {
            writer.addClass("cui-maxw")
            writer.styleVar("--cui-maxw", px: Double(max(maximum, 0)))
        }
        if let minimum = frame.minHeight, minimum.isFinite, minimum > 0 {
            writer.addClass("cui-minh")
            writer.styleVar("--cui-minh", px: Double(minimum))
        }
        if let maximum = frame.maxHeight, maximum.isFinite {
            writer.addClass("cui-maxh")
            writer.styleVar("--cui-maxh", px: Double(max(maximum, 0)))
        }
        frameAlignment(frame.alignment)
    }

    mutating func padding(_ insets: EdgeInsets) {
        writer.addClass("cui-pad")
        writer.styleVarStart("--cui-pb")
        writer.stylePx(Double(insets.top))
        writer.styleRaw(" ")
        writer.stylePx(Double(insets.bottom))
        writer.styleVarEnd()
        writer.styleVarStart("--cui-pi")
        writer.stylePx(Double(insets.leading))
        writer.styleRaw(" ")
        writer.stylePx(Double(insets.trailing))
        writer.styleVarEnd()
    }

    /// `containerRelativeFrame`: a length in container query units of the nearest scroll view or
    /// window (`100cqw` is its content box, so content margins are already taken off). The
    /// stylesheet holds the `calc()` (see `cui-crw`); the element only carries its numbers.
    mutating func containerRelativeFrame(_ frame: ContainerRelativeFrame) {
        if frame.axes.contains(.horizontal) { relativeLength(frame, axis: .horizontal) }
        if frame.axes.contains(.vertical) { relativeLength(frame, axis: .vertical) }
        frameAlignment(frame.alignment)
    }

    /// `available = L − spacing·(count−1)`, `column = available/count`,
    /// `item = column·span + spacing·(span−1)`; a closure that is affine in `L` becomes
    /// `100cq · a + b` (or `100cq / n`), any other closure is evaluated for the options'
    /// container size.
    private mutating func relativeLength(_ frame: ContainerRelativeFrame, axis: Axis) {
        let horizontal = axis == .horizontal
        switch frame.sizing {
        case .grid(let count, let span, let spacing):
            let count = max(count, 1), span = min(max(span, 1), count)
            writer.addClass(horizontal ? "cui-crw" : "cui-crh")
            writer.styleVar("--cui-crc", number: Double(count))
            writer.styleVar("--cui-crs", number: Double(span))
            writer.styleVar("--cui-crp", px: Double(spacing))
        case .closure(let closure):
            let length = Double(horizontal ? options.containerSize.width : options.containerSize.height)
            guard let fit = AffineFit(closure, axis: axis, around: length) else {
                writer.addClass(horizontal ? "cui-fw" : "cui-fh")
                return writer.styleVar(horizontal ? "--cui-w" : "--cui-h", px: Double(closure(CGFloat(length), axis)))
            }
            if let divisor = fit.divisor {
                writer.addClass(horizontal ? "cui-crwd" : "cui-crhd")
                writer.styleVar(horizontal ? "--cui-crdw" : "--cui-crdh", number: Double(divisor))
            } else {
                writer.addClass(horizontal ? "cui-crwa" : "cui-crha")
                writer.styleVar(horizontal ? "--cui-craw" : "--cui-crah", number: fit.slope)
                writer.styleVar(horizontal ? "--cui-crbw" : "--cui-crbh", px: fit.intercept)
            }
        }
        writer.addClass(horizontal ? "cui-fw" : "cui-fh")
    }
}

/// A closure `f(L)` recognised as `a·L + b` by sampling it at three lengths.
struct AffineFit {
    /// `a`.
    var slope: Double
    /// `b`.
    var intercept: Double
    /// `1/a` when it is a whole number and there is no `b`, so `L/3` is written `/ 3` rather
    /// than `* 0.333`.
    var divisor: Int?

    init?(_ closure: (CGFloat, Axis) -> CGFloat, axis: Axis, around length: Double) {
        let l1 = max(length, 1), l2 = l1 * 2, l3 = l1 / 2
        let f1 = Double(closure(CGFloat(l1), axis)), f2 = Double(closure(CGFloat(l2), axis)), f3 = Double(closure(CGFloat(l3), axis))
        guard f1.isFinite, f2.isFinite, f3.isFinite else { return nil }
        slope = (f2 - f1) / (l2 - l1)
        intercept = f1 - slope * l1
        guard abs(slope * l3 + intercept - f3) <= 1e-6 * max(1, abs(f3)) else { return nil }
        if abs(intercept) < 1e-9 { intercept = 0 }
        let inverse = 1 / slope
        if intercept == 0, slope > 0, inverse.isFinite, inverse < 1000, abs(inverse - inverse.rounded()) < 1e-9 {
            divisor = Int(inverse.rounded())
        }
    }
}
