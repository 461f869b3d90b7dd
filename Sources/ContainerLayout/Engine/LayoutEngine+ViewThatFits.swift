import ContainerUICore
import Foundation

/// `ViewThatFits`: each candidate is measured at its ideal size along the constrained axes (the
/// proposal kept along the others), the first that fits the proposal along those axes is shown,
/// else the last; the one shown is proposed what the `ViewThatFits` was. The others are never
/// placed, so their frames stay empty, at the window's origin.
extension LayoutEngine {
    func arrangeViewThatFits(_ node: Int, axes: Axis.Set, _ proposal: ProposedViewSize) -> CGSize {
        let children = self.children(of: node)
        guard !children.isEmpty else { return .zero }
        let ideal = Self.idealProposal(proposal, axes: axes)
        let isPlacement = placedViewThatFits == node
        placedViewThatFits = -1
        var chosen = children.count - 1
        var idealSizes: [CGSize] = []
        for index in children.indices {
            let size = size(children[index], ideal)
            if isPlacement { idealSizes.append(size) }
            if chosen == children.count - 1, index < chosen, Self.fits(size, proposal, axes: axes) {
                chosen = index
                if !isPlacement { break }
            }
        }
        if isPlacement {
            viewThatFitsChoices[resolvedNodes[node].id] = ViewThatFitsChoice(proposal: proposal, idealSizes: idealSizes, chosen: chosen)
        }
        placements.append(.init(item: children[chosen], origin: .zero, proposal: proposal))
        return size(children[chosen], proposal)
    }

    /// The proposal a candidate's ideal size is measured for: nothing along the constrained axes.
    static func idealProposal(_ proposal: ProposedViewSize, axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// Whether `size` fits `proposal` along `axes` (an axis proposed nothing fits anything).
    static func fits(_ size: CGSize, _ proposal: ProposedViewSize, axes: Axis.Set) -> Bool {
        (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
            && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
    }
}

/// What a `ViewThatFits` decided when it was placed: the proposal it was given, each candidate's
/// ideal size along its axes, and the one shown.
package struct ViewThatFitsChoice: Equatable {
    /// The proposal.
    package var proposal: ProposedViewSize
    /// Each candidate's size for the proposal without the constrained axes.
    package var idealSizes: [CGSize]
    /// The index of the candidate shown.
    package var chosen: Int
}
