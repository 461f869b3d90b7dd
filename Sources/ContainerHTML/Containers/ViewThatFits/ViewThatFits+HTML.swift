import ContainerLayout
import ContainerUICore
import Foundation

/// `ViewThatFits` chooses in the browser, since one page serves every window width. The layout
/// engine lays the whole tree out for windows of three widths (the render's, twice it and half
/// of it) and reads the width the `ViewThatFits` is offered in each; when that width is
/// `a·window + b` (paddings, fixed siblings, stacks), the element holds it as `a·100vw + b` with
/// each candidate's ideal width (measured by the engine), and the stylesheet computes from them,
/// with CSS's `sign()`, `--cui-pick` (an integer property): the index of the first candidate
/// that fits, else the last; its style queries on it hide every other candidate
/// (`display: none`, so that they leave the accessibility tree too). Heights are compared on the
/// server, for the height the engine offers at the render's width (a candidate too tall never
/// fits); when the offered width is not affine in the window's, or the `ViewThatFits` has more
/// candidates than the stylesheet has rules for, the candidate the engine chose for the render's
/// width is shown at every width.
extension HTMLRenderer {
    /// The number of candidates the stylesheet's rules tell apart.
    static let viewThatFitsCandidateLimit = 12

    mutating func renderViewThatFits(_ axes: Axis.Set, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-col")
        writer.addClass("cui-vtf")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writeChoice(axes, node: node)
        writer.endStartTag()
        renderChildren(of: node, placement: .plain)
        writer.endElement(tag)
    }

    /// The numbers the stylesheet's `--cui-pick` is computed from: the width offered
    /// (`--cui-av`), the index of the last candidate (`--cui-vc`), and each other candidate's
    /// ideal width (`--cui-vw<i>`, in px) or, when it is too tall, `--cui-vt<i>: 1`. When the page
    /// cannot choose, `--cui-pick` itself: the engine's choice for the render's width.
    private mutating func writeChoice(_ axes: Axis.Set, node: ResolvedNode) {
        let samples = viewThatFitsSamples(for: node)
        let count = node.children.count
        guard let choice = samples.first?.choice else { return writer.styleVar("--cui-pick", number: 0) }
        guard axes.contains(.horizontal), count <= Self.viewThatFitsCandidateLimit, count > 1,
              let offered = OfferedWidth(samples) else { return writer.styleVar("--cui-pick", number: Double(choice.chosen)) }
        writer.styleVarStart("--cui-av")
        offered.write(into: &writer)
        writer.styleVarEnd()
        writer.styleVar("--cui-vc", number: Double(count - 1))
        for index in 0..<(count - 1) {
            let ideal = choice.idealSizes[index]
            if axes.contains(.vertical), ideal.height > (choice.proposal.height ?? .infinity) {
                writer.styleRaw("--cui-vt")
                writer.styleNumber(index)
                writer.styleRaw(":1;")
            } else {
                writer.styleRaw("--cui-vw")
                writer.styleNumber(index)
                writer.styleRaw(":")
                writer.stylePx(Double(ideal.width))
                writer.styleVarEnd()
            }
        }
    }

    /// What the `ViewThatFits` chose with the tree laid out in windows of the render's width,
    /// twice it and half of it (in that order), each tree laid out once per render.
    private mutating func viewThatFitsSamples(for node: ResolvedNode) -> [ViewThatFitsSample] {
        if viewThatFitsLayouts.isEmpty, let root {
            let size = options.containerSize
            for width in [size.width, size.width * 2, size.width / 2] {
                let engine = LayoutEngine(root: root, viewport: CGSize(width: width, height: size.height))
                viewThatFitsLayouts.append((width, engine.layOutViewThatFits()))
            }
        }
        return viewThatFitsLayouts.map { ViewThatFitsSample(window: $0.window, choice: $0.choices[node.id]) }
    }
}

/// One layout's choice for a `ViewThatFits`, `nil` when the layout never reached it.
struct ViewThatFitsSample {
    var window: CGFloat
    var choice: ViewThatFitsChoice?
}

/// The width a `ViewThatFits` is offered, as `slope·window + intercept`, when the samples agree
/// on such a line.
private struct OfferedWidth {
    var slope: Double
    var intercept: Double

    init?(_ samples: [ViewThatFitsSample]) {
        let points = samples.compactMap { sample in sample.choice?.proposal.width.map { (Double(sample.window), Double($0)) } }
        guard points.count == 3, points.allSatisfy({ $0.1.isFinite }) else { return nil }
        slope = (points[1].1 - points[0].1) / (points[1].0 - points[0].0)
        intercept = points[0].1 - slope * points[0].0
        guard abs(slope * points[2].0 + intercept - points[2].1) < 0.01 else { return nil }
    }

    /// `calc(slope * 100vw + intercept)`, without a slope of 1 or an intercept of 0.
    func write(into writer: inout HTMLOutput) {
        writer.styleRaw("calc(")
        if slope != 1 {
            writer.styleNumber(slope)
            writer.styleRaw(" * ")
        }
        writer.styleRaw("100vw")
        if intercept != 0 {
            writer.styleRaw(intercept < 0 ? " - " : " + ")
            writer.stylePx(abs(intercept))
        }
        writer.styleRaw(")")
    }
}
