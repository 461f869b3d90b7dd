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
    /// `Spacer`. Across the axis, children are aligned within the widest. Appends the placements
    /// and returns the stack's size. `byGuides` aligns the children by their values of the
    /// alignment's guide across the axis (``alignByGuides``), the stack as long across as their
    /// union.
    func arrangeStack(_ children: ChildItems, axis: Axis, alignment: Alignment, spacing: CGFloat?, byGuides: Bool = false,
                      _ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let stack = StackAxes(axis: axis, proposal: proposal)
        let fraction = axis == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        if children.count == 1 { return arrangeSingleChild(children[0], stack, fraction) }
        let gap = spacing ?? 8
        var totalGap: CGFloat = 0
        for index in children.indices.dropFirst() { totalGap += stackGap(children, before: index, gap) }
        return withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: children.count) { slots in
            slots.initialize(repeating: StackSlot(proposal: stack.propose(nil)))
            if let along = stack.along {
                shareLength(along - totalGap, children, stack, slots)
            } else {
                for index in children.indices { slots[index].size = size(children[index], slots[index].proposal) }
            }
            if byGuides { return placeByGuides(children, stack, alignment, gap, slots) }
            var crossLength = stack.across(slots[0].size)
            for slot in slots.dropFirst() where crossLength < stack.across(slot.size) { crossLength = stack.across(slot.size) }
            var position: CGFloat = 0
            for index in children.indices {
                if index > 0 { position += stackGap(children, before: index, gap) }
                let offset = (crossLength - stack.across(slots[index].size)) * fraction
                placements.append(.init(item: children[index], origin: stack.point(along: position, across: offset), proposal: slots[index].proposal))
                position += stack.length(slots[index].size)
            }
            return stack.size(along: position, across: crossLength)
        }
    }

    /// Places the measured children of a stack aligned by their guides' values across the axis.
    private func placeByGuides(_ children: ChildItems, _ stack: StackAxes, _ alignment: Alignment, _ gap: CGFloat,
                               _ slots: UnsafeMutableBufferPointer<StackSlot>) -> CGSize {
        let key: AlignmentKey = stack.axis == .vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: children.count) { offsets in
            let crossLength = alignByGuides(children, key, sizes: { slots[$0].size }, proposals: { slots[$0].proposal }, offsets: offsets)
            var position: CGFloat = 0
            for index in children.indices {
                if index > 0 { position += stackGap(children, before: index, gap) }
                placements.append(.init(item: children[index], origin: stack.point(along: position, across: offsets[index]), proposal: slots[index].proposal))
                position += stack.length(slots[index].size)
            }
            return stack.size(along: position, across: crossLength)
        }
    }

    /// A stack of one child (a card's content, a column): the child is offered the whole length
    /// (never less than 0), or nothing without one, as ``shareLength(_:_:_:_:)`` would, without
    /// the slots and gaps of the general case.
    private func arrangeSingleChild(_ child: Int, _ stack: StackAxes, _ fraction: CGFloat) -> CGSize {
        let proposal = stack.propose(stack.along.map { max($0, 0) })
        let size = size(child, proposal)
        let across = stack.across(size)
        placements.append(.init(item: child, origin: stack.point(along: 0, across: (across - across) * fraction), proposal: proposal))
        return stack.size(along: stack.length(size), across: across)
    }

    /// Offers `available` to the children (two or more) in order of priority, then flexibility,
    /// setting each slot's proposal and size.
    private func shareLength(_ available: CGFloat, _ children: ChildItems, _ stack: StackAxes, _ slots: UnsafeMutableBufferPointer<StackSlot>) {
        var minimumOfRest: CGFloat = 0
        for index in children.indices {
            slots[index].minimum = stack.length(size(children[index], stack.propose(0)))
            minimumOfRest += slots[index].minimum
        }
        for index in children.indices {
            slots[index].flexibility = stack.length(size(children[index], stack.propose(.infinity))) - slots[index].minimum
            slots[index].priority = nodes[items[children[index]].node].priority
            slots[index].order = index
        }
        Self.sortByPriorityThenFlexibility(slots)
        var remaining = available
        var groupStart = 0
        while groupStart < slots.count {
            let priority = slots[slots[groupStart].order].priority
            var groupEnd = groupStart
            var groupMinimum: CGFloat = 0
            while groupEnd < slots.count, slots[slots[groupEnd].order].priority == priority {
                groupMinimum += slots[slots[groupEnd].order].minimum
                groupEnd += 1
            }
            minimumOfRest -= groupMinimum
            var share = remaining - minimumOfRest
            for position in groupStart..<groupEnd {
                let index = slots[position].order
                let offer = max(share / CGFloat(groupEnd - position), 0)
                slots[index].proposal = stack.propose(offer)
                slots[index].size = size(children[index], slots[index].proposal)
                share -= stack.length(slots[index].size)
                remaining -= stack.length(slots[index].size)
            }
            groupStart = groupEnd
        }
    }

    /// Orders the slots' `order` fields by priority (highest first), then flexibility (least
    /// first), keeping the children's order between equals: a stable insertion sort, since
    /// stacks have few children.
    private static func sortByPriorityThenFlexibility(_ slots: UnsafeMutableBufferPointer<StackSlot>) {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            slots[a].priority > slots[b].priority || (slots[a].priority == slots[b].priority && slots[a].flexibility < slots[b].flexibility)
        }
        for position in slots.indices.dropFirst() {
            let index = slots[position].order
            var hole = position
            while hole > 0, precedes(index, slots[hole - 1].order) {
                slots[hole].order = slots[hole - 1].order
                hole -= 1
            }
            slots[hole].order = index
        }
    }

    /// The gap before the child at `index` (after the one before it): `gap`, 0 next to a spacer.
    private func stackGap(_ children: ChildItems, before index: Int, _ gap: CGFloat) -> CGFloat {
        isSpacer(children[index - 1]) || isSpacer(children[index]) ? 0 : gap
    }

    private func isSpacer(_ item: Int) -> Bool {
        nodes[items[item].node].isSpacer
    }
}
