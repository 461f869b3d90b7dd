import ContainerLayout
import ContainerUICore
import Foundation

/// `ViewThatFits` chooses in the browser, since one page serves every window width. The layout
/// engine lays the whole tree out for windows of three widths (the render's, twice it and half
/// of it, and three more when the `ViewThatFits` is not placed in all of those, as a candidate of
/// another may not be) and reads the width the `ViewThatFits` is offered where it is placed; when
/// that width is `a·window + b` (paddings, fixed siblings, stacks), the element holds it as
/// `a·100vw + b` with each candidate's ideal width (measured by the engine), and the stylesheet
/// computes from them, with CSS's `sign()`, `--cui-pick` (an integer property): the index of the
/// first candidate that fits, else the last; its style queries on it hide every other candidate
/// (`display: none`, so that they leave the accessibility tree too). Heights are compared on the
/// server, for the height the engine offers (a candidate too tall never fits); when the offered
/// width is not affine in the window's, or the `ViewThatFits` has more candidates than the
/// stylesheet has rules for, the candidate the engine chose for the render's width (or the first
/// width it was placed at) is shown at every width.
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
              let offered = WindowLength(offeredIn: samples) else { return writer.styleVar("--cui-pick", number: Double(choice.chosen)) }
        writer.styleVarStart("--cui-av")
        offered.writeCalc(into: &writer)
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

    /// What the `ViewThatFits` chose in the page layouts where it was placed, the render's width
    /// first: the first three, and the other three for one placed in fewer of those.
    private mutating func viewThatFitsSamples(for node: ResolvedNode) -> [ViewThatFitsSample] {
        var samples = placedSamples(for: node, layouts: 0..<3)
        if samples.count < 3 { samples += placedSamples(for: node, layouts: 3..<6) }
        return samples
    }

    /// The samples of the page layouts in `layouts` where the node was placed.
    private mutating func placedSamples(for node: ResolvedNode, layouts: Range<Int>) -> [ViewThatFitsSample] {
        pageLayouts(layouts).compactMap { layout in
            layout.notes.viewThatFitsChoices[node.id].map { ViewThatFitsSample(window: layout.window, choice: $0) }
        }
    }
}

/// One layout's choice for a `ViewThatFits`.
struct ViewThatFitsSample {
    var window: CGFloat
    var choice: ViewThatFitsChoice
}

extension WindowLength {
    /// The width a `ViewThatFits` is offered, when the samples (three at least, all offered a
    /// width) agree on a line.
    init?(offeredIn samples: [ViewThatFitsSample]) {
        let points = samples.compactMap { sample in sample.choice.proposal.width.map { (window: Double(sample.window), length: Double($0)) } }
        guard points.count == samples.count, let line = WindowLength.line(through: points, minimumCount: 3) else { return nil }
        self = line
    }
}
