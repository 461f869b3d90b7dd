import ContainerUICore
import Foundation

/// `VStack`/`HStack` (and their lazy forms) as flex boxes with SwiftUI's defaults: centred,
/// 8 px between children through the flex gap (`--cui-gap`), none beside a `Spacer`; `ZStack` as one
/// grid cell that every child occupies, later children on top.
extension HTMLRenderer {
    mutating func renderStack(_ stack: ResolvedStack, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        renderStack(axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing, node: node, placement: placement, flexibility: flexibility)
    }

    /// A stack of `node`'s children; also used for sections and rows outside their containers.
    mutating func renderStack(axis: Axis, alignment: Alignment, spacing: CGFloat?, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        let guided = alignsByGuides(node, alignment) ? guidedChildPlacements(node, axis: axis, base: childPlacement(axis: axis)) : nil
        if guided != nil {
            writer.addClass(axis == .vertical ? "cui-col" : "cui-row")
            writer.addClass(axis == .vertical ? "cui-vs" : "cui-hs")
        } else if axis == .vertical {
            writer.addClass("cui-col")
            writer.addClass("cui-vs")
            switch alignment.horizontal {
            case .leading: writer.addClass("cui-as")
            case .trailing: writer.addClass("cui-ae")
            default: break
            }
        } else {
            writer.addClass("cui-row")
            writer.addClass("cui-hs")
            switch alignment.vertical {
            case .top: writer.addClass("cui-as")
            case .bottom: writer.addClass("cui-ae")
            case .firstTextBaseline: writer.addClass("cui-abl")
            case .lastTextBaseline: writer.addClass("cui-abl2")
            default: break
            }
        }
        writer.styleVar("--cui-gap", px: Double(spacing ?? 8))
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        if let guided {
            for (child, childPlacement) in zip(node.children, guided) { render(child, placement: childPlacement) }
        } else {
            renderChildrenInAccessibilityOrder(of: node, placement: childPlacement(axis: axis))
        }
        writer.endElement(tag)
    }

    mutating func renderZStack(_ alignment: Alignment, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-g")
        writer.addClass("cui-z")
        let guided = alignsByGuides(node, alignment) ? guidedChildPlacements(node, axis: nil, base: childPlacement(axis: nil)) : nil
        if guided == nil { gridAlignment(alignment) }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        if let guided {
            for (child, childPlacement) in zip(node.children, guided) { render(child, placement: childPlacement) }
        } else {
            renderChildrenInAccessibilityOrder(of: node, placement: childPlacement(axis: nil))
        }
        writer.endElement(tag)
    }
}
