import ContainerUICore
import Foundation

/// A stack's proposal and sizes seen along its axis and across it.
struct StackAxes {
    let axis: Axis
    /// The length proposed along the axis.
    let along: CGFloat?
    /// The length proposed across the axis, passed on to every child.
    let acrossProposal: CGFloat?

    init(axis: Axis, proposal: ProposedViewSize) {
        self.axis = axis
        along = axis == .vertical ? proposal.height : proposal.width
        acrossProposal = axis == .vertical ? proposal.width : proposal.height
    }

    /// A child's proposal: `length` along the axis, the stack's proposal across.
    func propose(_ length: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: acrossProposal, height: length) : ProposedViewSize(width: length, height: acrossProposal)
    }

    /// `size`'s length along the axis.
    func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    /// `size`'s length across the axis.
    func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    /// The point at `along` on the axis and `across` it.
    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    /// The size `along` the axis by `across` it.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
}

/// What a stack works out for one child while sharing its length.
struct StackSlot {
    var proposal: ProposedViewSize
    var size = CGSize.zero
    /// Its length along the axis for a zero proposal.
    var minimum: CGFloat = 0
    /// Its length for an infinite proposal less its minimum.
    var flexibility: CGFloat = 0
    var priority: Double = 0
    /// In the slot at position p: the child offered its share p-th.
    var order = 0
}
