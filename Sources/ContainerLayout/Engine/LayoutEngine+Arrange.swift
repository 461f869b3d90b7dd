import ContainerUICore
import Foundation

/// Measuring and placing a node's content: leaves are measured, containers arranged.
extension LayoutEngine {
    /// The size of a node's own content for `proposal`.
    func contentSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        if let leaf = leafSize(node, proposal) { return leaf }
        // A custom layout's size needs its `sizeThatFits` only, not a placement of every subview.
        if nodes[node].isCustomLayout, case .layout(let layout) = resolvedNodes[node].kind { return customLayoutSize(node, layout, proposal) }
        return withContainer(of: node, proposal) {
            let mark = arrangementMark
            let size = arrangedSize(node, proposal)
            dropArrangements(to: mark)
            return size
        }
    }

    /// Places the children of a node whose content occupies `rect`.
    func placeContent(_ node: Int, in rect: CGRect, _ proposal: ProposedViewSize) {
        if isLeaf(node) {
            if textLinesShown != nil, let lines = textLinesShown(node, proposal) { textLinesShown?[resolvedNodes[node].id] = lines }
            return
        }
        if nodes[node].isViewThatFits { placedViewThatFits = node }
        if nodes[node].isCustomLayout, customLayoutProposals != nil { customLayoutProposals?[resolvedNodes[node].id] = proposal }
        if nodes[node].isGeometryReader { geometryReaderFrames[resolvedNodes[node].id] = rect }
        withContainer(of: node, proposal) {
            let mark = arrangementMark
            let arrangement = arrange(node, proposal)
            if nodes[node].alignsByGuides, guidedArrangements != nil { noteGuidedArrangement(node, arrangement) }
            for index in arrangement.placements {
                let placement = placements[index]
                place(placement.item, at: CGPoint(x: rect.minX + placement.origin.x, y: rect.minY + placement.origin.y), placement.proposal)
            }
            for index in arrangement.nodeFrames {
                let drawn = nodeFrames[index], outer = nodes[drawn.node].outer
                if !scrollTransitions.isEmpty { placedFrames[outer] = frames[outer] }
                frames[outer] = drawn.frame.offsetBy(dx: rect.minX, dy: rect.minY)
            }
            dropArrangements(to: mark)
        }
        if hasInitialScrollTargets, nodes[node].isContainerBoundary, case .scrollView(let scroll) = resolvedNodes[node].kind {
            scrollToInitialTarget(node, scroll, in: rect)
        }
    }

    /// Runs `body` with the node as the nearest container when it is one (scroll views and lists
    /// are, for `containerRelativeFrame`), its content margins taken off. Along an axis where the
    /// node is proposed nothing (a horizontal scroll view in a vertical one), its length is not
    /// known yet and the enclosing container's length is used as it is.
    private func withContainer<T>(of node: Int, _ proposal: ProposedViewSize, _ body: () -> T) -> T {
        guard nodes[node].isContainerBoundary else { return body() }
        let outer = container
        var size = proposal.replacingUnspecifiedDimensions(by: outer)
        if nodes[node].contentMargins != nil || !nodes[node].safeAreaInsets.isEmpty {
            let margins = scrollMargins(node, proposal)
            if proposal.width != nil { size.width -= margins.horizontal }
            if proposal.height != nil { size.height -= margins.vertical }
        }
        container = size
        defer { container = outer }
        return body()
    }

    /// The arrangement of a container node for `proposal`; its entries are at the buffers' ends.
    func arrange(_ node: Int, _ proposal: ProposedViewSize) -> Arrangement {
        let mark = arrangementMark
        let size = arrangedSize(node, proposal)
        return Arrangement(size: size, placements: mark.placements..<placements.count, nodeFrames: mark.nodeFrames..<nodeFrames.count)
    }

    /// Arranges a container node for `proposal`: appends its placements (and node frames) to the
    /// buffers and returns its size.
    private func arrangedSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        let children = self.children(of: node)
        switch nodes[node].arranger {
        case .stack(let axis, let alignment, let spacing):
            return arrangeStack(children, axis: axis, alignment: alignment, spacing: spacing, byGuides: nodes[node].alignsByGuides, proposal)
        case .zStack(let alignment):
            return arrangeZStack(children, alignment: alignment, byGuides: nodes[node].alignsByGuides, proposal)
        case .root:
            return arrangeRoot(children, proposal)
        case nil:
            break
        }
        switch resolvedNodes[node].kind {
        case .root, .stack, .section, .gridRow, .label, .button, .link, .zStack:
            preconditionFailure("arranged by the record's arranger")
        case .scrollView(let scroll):
            return arrangeScrollView(node, scroll, proposal)
        case .list(let list):
            return arrangeList(node, list, proposal)
        case .grid(let grid):
            return arrangeGrid(node, grid, proposal)
        case .viewThatFits(let axes):
            return arrangeViewThatFits(node, axes: axes, proposal)
        case .lazyGrid(let grid):
            return arrangeLazyGrid(children, grid, proposal)
        case .geometryReader:
            let size = proposal.replacingUnspecifiedDimensions()
            for child in children { placements.append(.init(item: child, origin: .zero, proposal: ProposedViewSize(size))) }
            return size
        case .stackView(let configuration):
            return arrangeStackView(children, configuration, proposal)
        case .toggle(_, _, let labelsHidden):
            return arrangeToggle(children, labelsHidden: labelsHidden, proposal)
        case .slider, .progressView:
            return arrangeControlWithLabel(node, proposal)
        case .textField(let field):
            return arrangeTextField(node, field, proposal)
        case .layout(let layout):
            return arrangeCustomLayout(node, layout, proposal)
        case .text, .image, .color, .fill, .shape, .canvas, .formInput, .gauge, .spacer, .divider:
            return leafSize(node, proposal) ?? .zero
        }
    }
}
