import ContainerUICore
import Foundation

/// The engine on one subtree, for renderers that need numbers for part of a tree: the HTML
/// renderer places a custom layout's subviews and weighs `StackView` arranged views with it.
extension LayoutEngine {
    /// The root content's size and, for each child in order, its origin relative to the content
    /// and the proposal it was placed with.
    package typealias SubtreeArrangement = (size: CGSize, children: [(origin: CGPoint, proposal: ProposedViewSize)])

    /// The size of the subtree's root content (its modifiers left out) for `proposal`.
    package func contentSize(_ proposal: ProposedViewSize) -> CGSize {
        contentSize(0, proposal)
    }

    /// The size of the root's child at `index`, modifiers included, for `proposal`.
    package func childSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        size(children(of: 0)[index], proposal)
    }

    /// The root content's size and, for each child in order, its origin relative to the content
    /// and the proposal it was placed with.
    package func arrangement(_ proposal: ProposedViewSize) -> SubtreeArrangement {
        let mark = arrangementMark
        let arrangement = arrange(0, proposal)
        defer { dropArrangements(to: mark) }
        let children = self.children(of: 0)
        // Labelled like the result: converting an array of unlabelled tuples casts every element.
        typealias Placed = (origin: CGPoint, proposal: ProposedViewSize)
        // Most containers (custom layouts always) place their children once each, in order.
        if arrangement.placements.count == children.count,
           zip(arrangement.placements, children.indices).allSatisfy({ placements[$0].item == children[$1] }) {
            return (arrangement.size, arrangement.placements.map { Placed(placements[$0].origin, placements[$0].proposal) })
        }
        var byItem = [Int: Placed](minimumCapacity: arrangement.placements.count)
        for index in arrangement.placements { byItem[placements[index].item] = (placements[index].origin, placements[index].proposal) }
        return (arrangement.size, children.map { byItem[$0] ?? Placed(origin: .zero, proposal: .unspecified) })
    }
}
