import ContainerLayout
import ContainerUICore
import Foundation

/// A custom `Layout`, run on the server by the layout engine for an unspecified proposal: the
/// container is a box of the computed size and each subview is absolutely positioned where the
/// layout placed it, sized for the proposal it was placed with.
extension HTMLRenderer {
    mutating func renderLayout(_ layout: ResolvedLayout, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let engine = LayoutEngine(root: node, viewport: options.containerSize)
        let arrangement = engine.arrangement(.unspecified)
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-layout")
        writer.styleVar("--cui-w", px: Double(arrangement.size.width))
        writer.styleVar("--cui-h", px: Double(arrangement.size.height))
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        for (index, child) in node.children.enumerated() {
            let placed = arrangement.children[index]
            var childPlacement = ItemPlacement.plain
            childPlacement.position = placed.origin
            if let width = placed.proposal.width, width.isFinite { childPlacement.proposedWidth = width }
            if let height = placed.proposal.height, height.isFinite { childPlacement.proposedHeight = height }
            render(child, placement: childPlacement)
        }
        writer.endElement(tag)
    }
}
