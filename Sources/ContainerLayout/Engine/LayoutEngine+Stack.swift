import ContainerUICore
import Foundation

/// `HStack`, `VStack` (and their lazy forms, sections, grid rows, labels), `ZStack` and the
/// window: SwiftUI's stack algorithm.
extension LayoutEngine {
    /// Children along `axis`. With a length proposed along the axis, the children are offered
    /// their share in order of layout priority (highest first) and, within a priority, of
    /// flexibility (least flexible first: the difference between their sizes for an infinite
    /// and a zero proposal); each takes what it wants and the rest is shared among the others,
    /// after the minimum lengths of lower priorities are set aside. Without a length, every child
    /// gets its ideal length. `spacing` (8 by default) separates neighbours, except next to a
    /// `Spacer`. Across the axis, children are aligned within the widest.
    func arrangeStack(_ children: [Int], axis: Axis, alignment: Alignment, spacing: CGFloat?, _ proposal: ProposedViewSize) -> Arrangement {
        guard !children.isEmpty else { return Arrangement(size: .zero) }
        let along = axis == .vertical ? proposal.height : proposal.width
        let across = axis == .vertical ? proposal.width : proposal.height
        func propose(_ length: CGFloat?) -> ProposedViewSize {
            axis == .vertical ? ProposedViewSize(width: across, height: length) : ProposedViewSize(width: length, height: across)
        }
        func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
        let gaps = stackGaps(children, spacing: spacing)
        let totalGap = gaps.reduce(0, +)
        var proposals = [ProposedViewSize](repeating: propose(nil), count: children.count)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        if let along {
            let minimums = children.map { length(size($0, propose(0))) }
            let flexibility = children.indices.map { length(size(children[$0], propose(.infinity))) - minimums[$0] }
            let priorities = children.map { nodes[items[$0].node].priority }
            var remaining = along - totalGap
            var minimumOfRest = minimums.reduce(0, +)
            for priority in Set(priorities).sorted(by: >) {
                let group = children.indices.filter { priorities[$0] == priority }.sorted { flexibility[$0] < flexibility[$1] }
                minimumOfRest -= group.reduce(0) { $0 + minimums[$1] }
                var available = remaining - minimumOfRest
                for (position, index) in group.enumerated() {
                    let offer = max(available / CGFloat(group.count - position), 0)
                    proposals[index] = propose(offer)
                    sizes[index] = size(children[index], proposals[index])
                    available -= length(sizes[index])
                    remaining -= length(sizes[index])
                }
            }
        } else {
            for index in children.indices { sizes[index] = size(children[index], proposals[index]) }
        }
        let crossLength = sizes.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        var position: CGFloat = 0
        var placements: [Arrangement.Placement] = []
        for index in children.indices {
            if index > 0 { position += gaps[index - 1] }
            let size = sizes[index]
            let offset = (crossLength - (axis == .vertical ? size.width : size.height)) * fraction
            let origin = axis == .vertical ? CGPoint(x: offset, y: position) : CGPoint(x: position, y: offset)
            placements.append(.init(item: children[index], origin: origin, proposal: proposals[index]))
            position += length(size)
        }
        let total = axis == .vertical ? CGSize(width: crossLength, height: position) : CGSize(width: position, height: crossLength)
        return Arrangement(size: total, placements: placements)
    }

    /// The gap after each child but the last: `spacing` (8 when `nil`), 0 next to a spacer.
    private func stackGaps(_ children: [Int], spacing: CGFloat?) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (0..<(children.count - 1)).map { index in
            isSpacer(children[index]) || isSpacer(children[index + 1]) ? 0 : (spacing ?? 8)
        }
    }

    private func isSpacer(_ item: Int) -> Bool {
        if case .spacer = nodes[items[item].node].kind { return true }
        return false
    }

    /// Children on top of each other, each offered the whole proposal, aligned in the largest.
    func arrangeZStack(_ children: [Int], alignment: Alignment, _ proposal: ProposedViewSize) -> Arrangement {
        let sizes = children.map { size($0, proposal) }
        let total = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let placements = children.indices.map { index in
            Arrangement.Placement(
                item: children[index],
                origin: CGPoint(x: (total.width - sizes[index].width) * alignment.horizontal.fraction,
                                y: (total.height - sizes[index].height) * alignment.vertical.fraction),
                proposal: proposal
            )
        }
        return Arrangement(size: total, placements: placements)
    }

    /// The window: its views in a column with no spacing, each centred across, the column
    /// centred vertically when shorter than the window and starting at the top otherwise.
    func arrangeRoot(_ children: [Int], _ proposal: ProposedViewSize) -> Arrangement {
        let window = proposal.replacingUnspecifiedDimensions(by: containers[0])
        var column = arrangeStack(children, axis: .vertical, alignment: .center, spacing: 0, ProposedViewSize(window))
        let top = max((window.height - column.size.height) / 2, 0)
        let left = (window.width - column.size.width) / 2
        for index in column.placements.indices {
            column.placements[index].origin.x += left
            column.placements[index].origin.y += top
        }
        column.size = window
        return column
    }
}
