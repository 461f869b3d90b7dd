import ContainerUICore
import Foundation

/// The bound a flexible node's outermost element grows to (see ``GrowthBound``).
struct GrowthCap {
    /// The limit of the element's content's width (a length or the content's own), or `nil`
    /// when it has none or none is known.
    var width: GrowthBound.Limit?
    /// The limit of the element's content's height, or `nil` likewise.
    var height: GrowthBound.Limit?
    /// Whether the element's own flexible frame writes the width already (its `maxWidth`).
    var frameWritesWidth = false
    /// Whether the element's own flexible frame writes the height already (its `maxHeight`).
    var frameWritesHeight = false
}

extension HTMLRenderer {
    /// The cap of `node`'s outermost element: the bound of what is inside it, so its modifiers
    /// up to the box that element opens (with that box's frame, which comes first in it; see
    /// ``ModifierBox``), or all of them when the node has no box. `nil` when the node is not
    /// flexible or is bounded by nothing known.
    func growthCap(of node: ResolvedNode, flexibility: Flexibility, boxes outermost: ModifierBox?, stackAxis: Axis?) -> GrowthCap? {
        guard flexibility.x || flexibility.y else { return nil }
        var count = node.modifiers.count
        var frame: FlexibleFrame?
        if let outermost {
            count = outermost.start
            switch node.modifiers[outermost.start] {
            case .flexibleFrame(let flexible):
                frame = flexible
                count += 1
            case .frame, .containerRelativeFrame, .fixedSize, .aspectRatio, .position:
                count += 1
            default: break
            }
        }
        let bound = node.growthBound(inStack: stackAxis, modifierCount: count)
        func written(_ limit: GrowthBound.Limit, _ isFlexible: Bool) -> GrowthBound.Limit? {
            switch limit {
            case .known, .content: isFlexible ? limit : nil
            case .unbounded, .unknown: nil
            }
        }
        let cap = GrowthCap(width: written(bound.width, flexibility.x), height: written(bound.height, flexibility.y),
                            frameWritesWidth: frame?.maxWidth?.isFinite == true,
                            frameWritesHeight: frame?.maxHeight?.isFinite == true)
        return cap.width == nil && cap.height == nil ? nil : cap
    }

    /// Writes a cap on the element being started: its `max-width` and `max-height` (unless its
    /// frame writes them), and `cui-bx` / `cui-by` so that a stack, the root or a grid cell places
    /// it across by its alignment instead of stretching it to the start.
    mutating func writeGrowthCap(_ cap: GrowthCap) {
        if let width = cap.width {
            writer.addClass("cui-bx")
            if !cap.frameWritesWidth { writeLimit(width, isWidth: true) }
        }
        if let height = cap.height {
            writer.addClass("cui-by")
            if !cap.frameWritesHeight { writeLimit(height, isWidth: false) }
        }
    }

    /// A length in px (`--cui-maxw: 60px`), or the content's own with an extra length, raised to a
    /// least one: the stylesheet's `calc-size(max-content, max(size + extra, least))` with the
    /// element's two numbers (`cui-maxwc`, `--cui-mwe`, `--cui-mwl`).
    private mutating func writeLimit(_ limit: GrowthBound.Limit, isWidth: Bool) {
        switch limit {
        case .known(let length, _):
            writer.addClass(isWidth ? "cui-maxw" : "cui-maxh")
            writer.styleVar(isWidth ? "--cui-maxw" : "--cui-maxh", px: Double(max(length, 0)))
        case .content(let extra, let least):
            writer.addClass(isWidth ? "cui-maxwc" : "cui-maxhc")
            writer.styleVar(isWidth ? "--cui-mwe" : "--cui-mhe", px: Double(extra))
            writer.styleVar(isWidth ? "--cui-mwl" : "--cui-mhl", px: Double(max(least, 0)))
        case .unbounded, .unknown:
            break
        }
    }
}
