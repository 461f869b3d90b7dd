import ContainerUICore
import Foundation

/// Stacks whose children set `accessibilitySortPriority`: a screen reader reads the page in
/// document order, so the children are written highest priority first (equal ones in their own
/// order) and each is drawn at its own place with CSS `order`, which flex and grid layouts (and
/// their painting) follow. A stack with a `Spacer` keeps its order, as the spacer's margins are
/// chosen by its place in the document.
extension HTMLRenderer {
    mutating func renderChildrenInAccessibilityOrder(of node: ResolvedNode, placement: ItemPlacement) {
        guard node.childrenHaveSortPriority else { return renderChildren(of: node, placement: placement) }
        let children = node.children
        guard !children.contains(where: { if case .spacer = $0.kind { true } else { false } }) else {
            return renderChildren(of: node, placement: placement)
        }
        let priorities = children.map(\.accessibilitySortPriority)
        // A stable sort: equal priorities keep the stack's order.
        let order = children.indices.sorted { priorities[$0] > priorities[$1] || (priorities[$0] == priorities[$1] && $0 < $1) }
        guard !order.elementsEqual(children.indices) else { return renderChildren(of: node, placement: placement) }
        for index in order {
            var childPlacement = placement
            childPlacement.drawnOrder = Int32(index)
            render(children[index], placement: childPlacement)
        }
    }
}
