import Foundation

/// SwiftUI's stack algorithm over a layout's subviews: what `HStackLayout` and `VStackLayout`
/// compute when another layout calls their `sizeThatFits` and `placeSubviews`. It takes the same
/// steps as the layout engine's stacks, so a layout that delegates to `HStackLayout` places its
/// subviews where an `HStack` would.
///
/// With a length proposed along the axis, the subviews are offered their share in order of
/// layout priority (highest first) and, within a priority, of flexibility (least flexible
/// first: the difference between their lengths for an infinite and a zero proposal); each takes
/// what it wants and the rest is shared among the others, after the minimum lengths of lower
/// priorities are set aside. Without a length, every subview gets its ideal length. Adjacent
/// subviews are `spacing` apart, or their ``ViewSpacing`` distance when it is `nil` (none next
/// to a spacer either way). Across the axis, the subviews line up on the alignment's guide.
struct SubviewStack {
    let axis: Axis
    let alignment: Alignment
    let spacing: CGFloat?

    /// The stack's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        arrange(proposal, subviews).size
    }

    /// Places the subviews from the leading (or top) edge of `bounds`, aligned across it as the
    /// stack's alignment places a view of the stack's size in `bounds`.
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let arrangement = arrange(proposal, subviews)
        let shift = crossGuide.shift(from: arrangement.size, to: bounds.size)
        for index in subviews.indices {
            let along = arrangement.positions[index], across = arrangement.offsets[index] + shift
            let origin = axis == .horizontal ? CGPoint(x: bounds.minX + along, y: bounds.minY + across)
                                             : CGPoint(x: bounds.minX + across, y: bounds.minY + along)
            subviews[index].place(at: origin, proposal: arrangement.proposals[index])
        }
    }

    /// The guide the subviews line up on across the axis.
    private var crossGuide: AlignmentKey {
        axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
    }

    /// The stack's size, and each subview's proposal, position along the axis and offset across.
    private struct Arrangement {
        var size: CGSize
        var proposals: [ProposedViewSize]
        var positions: [CGFloat]
        var offsets: [CGFloat]
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
        let across = axis == .horizontal ? proposal.height : proposal.width
        let propose = { (length: CGFloat?) in
            axis == .horizontal ? ProposedViewSize(width: length, height: across) : ProposedViewSize(width: across, height: length)
        }
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        for index in subviews.indices.dropFirst() { gaps[index] = gap(subviews[index - 1], subviews[index]) }
        var proposals = [ProposedViewSize](repeating: propose(nil), count: subviews.count)
        if let along = axis == .horizontal ? proposal.width : proposal.height {
            share(along - gaps.reduce(0, +), subviews, propose, &proposals)
        }
        let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposals[$0]) }
        let line = GuideLine.align(dimensions.map {
            axis == .horizontal ? ($0[alignment.vertical], $0.height) : ($0[alignment.horizontal], $0.width)
        })
        var positions = [CGFloat](repeating: 0, count: subviews.count)
        var position: CGFloat = 0
        for index in subviews.indices {
            position += gaps[index]
            positions[index] = position
            position += axis == .horizontal ? dimensions[index].width : dimensions[index].height
        }
        let size = axis == .horizontal ? CGSize(width: position, height: line.length) : CGSize(width: line.length, height: position)
        return Arrangement(size: size, proposals: proposals, positions: positions, offsets: line.offsets)
    }

    /// Offers `available` to the subviews in order of priority, then flexibility, setting each
    /// one's proposal.
    private func share(_ available: CGFloat, _ subviews: LayoutSubviews, _ propose: (CGFloat?) -> ProposedViewSize,
                       _ proposals: inout [ProposedViewSize]) {
        let length = { (size: CGSize) in axis == .horizontal ? size.width : size.height }
        let minimums = subviews.map { length($0.sizeThatFits(propose(0))) }
        let flexibilities = subviews.indices.map { length(subviews[$0].sizeThatFits(propose(.infinity))) - minimums[$0] }
        let priorities = subviews.map(\.priority)
        let order = subviews.indices.sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            return a < b
        }
        var minimumOfRest = minimums.reduce(0, +)
        var remaining = available
        var groupStart = 0
        while groupStart < order.count {
            let priority = priorities[order[groupStart]]
            var groupEnd = groupStart
            while groupEnd < order.count, priorities[order[groupEnd]] == priority {
                minimumOfRest -= minimums[order[groupEnd]]
                groupEnd += 1
            }
            var share = remaining - minimumOfRest
            for position in groupStart..<groupEnd {
                let index = order[position]
                proposals[index] = propose(max(share / CGFloat(groupEnd - position), 0))
                let taken = length(subviews[index].sizeThatFits(proposals[index]))
                share -= taken
                remaining -= taken
            }
            groupStart = groupEnd
        }
    }

    /// The distance between adjacent subviews: `spacing`, or their spacings' distance without
    /// one; none next to a spacer.
    private func gap(_ before: LayoutSubview, _ after: LayoutSubview) -> CGFloat {
        let first = before.spacing, second = after.spacing
        guard let spacing else { return first.distance(to: second, along: axis) }
        return first.isZero || second.isZero ? 0 : spacing
    }
}
