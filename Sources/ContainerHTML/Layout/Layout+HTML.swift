import ContainerUICore
import Foundation

/// A custom `Layout`, run on the server: its subviews are measured by ``SizeEstimate`` and the
/// layout's own `sizeThatFits` and `placeSubviews` decide the container's size and each
/// subview's position, written as absolute offsets.
extension HTMLRenderer {
    mutating func renderLayout(_ layout: ResolvedLayout, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let recorder = PlacementRecorder()
        let estimate = SizeEstimate(containerSize: options.containerSize)
        let subviews = LayoutSubviews(node.children.enumerated().map { index, child in
            LayoutSubview(index: index, containerValues: child.containerValues, priority: child.layoutPriority, recorder: recorder) {
                estimate.size(of: child, proposal: $0)
            }
        })
        let size = layout.sizeThatFits(.unspecified, subviews)
        layout.placeSubviews(CGRect(origin: .zero, size: size), .unspecified, subviews)
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-layout")
        writer.styleVar("--cui-w", px: Double(size.width))
        writer.styleVar("--cui-h", px: Double(size.height))
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        for (index, child) in node.children.enumerated() {
            var childPlacement = ItemPlacement.plain
            childPlacement.position = recorder.frames[index]?.origin ?? .zero
            if let width = recorder.proposals[index]?.width, width.isFinite { childPlacement.proposedWidth = width }
            if let height = recorder.proposals[index]?.height, height.isFinite { childPlacement.proposedHeight = height }
            render(child, placement: childPlacement)
        }
        writer.endElement(tag)
    }
}

extension ResolvedNode {
    /// The `layoutPriority(_:)`, 0 by default.
    var layoutPriority: Double {
        for modifier in modifiers {
            if case .layoutPriority(let priority) = modifier { return priority }
        }
        return 0
    }
}
