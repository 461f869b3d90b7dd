import ContainerUICore
import Foundation

/// `ScrollView` and `List`: they take the space offered and lay their content out at its ideal
/// length along the scrolling axis.
extension LayoutEngine {
    /// The scroll view takes the proposal (its content's size where a dimension is unspecified);
    /// the content, a stack of the children along the scroll axis with the default spacing, is
    /// proposed the scroll view's length across and nothing along the scrolling axes, inside the
    /// content margins, and starts at the top-leading corner.
    func arrangeScrollView(_ node: Int, _ scroll: ResolvedScrollView, _ proposal: ProposedViewSize) -> CGSize {
        let margins = nodes[node].contentMargins ?? EdgeInsets()
        let vertical = scroll.axes.contains(.vertical), horizontal = scroll.axes.contains(.horizontal)
        let contentProposal = ProposedViewSize(
            width: horizontal ? nil : proposal.width.map { max($0 - margins.horizontal, 0) },
            height: vertical ? nil : proposal.height.map { max($0 - margins.vertical, 0) }
        )
        let axis: Axis = vertical ? .vertical : .horizontal
        let start = placements.count
        let content = arrangeStack(children(of: node), axis: axis, alignment: .center, spacing: 8, contentProposal)
        let size = CGSize(width: proposal.width ?? content.width + margins.horizontal,
                          height: proposal.height ?? content.height + margins.vertical)
        // Across the scrolling axis the content is stretched to the scroll view, its children centred.
        let extra = axis == .vertical
            ? CGPoint(x: margins.leading + max(size.width - margins.horizontal - content.width, 0) / 2, y: margins.top)
            : CGPoint(x: margins.leading, y: margins.top + max(size.height - margins.vertical - content.height, 0) / 2)
        offsetPlacements(from: start, by: extra)
        return size
    }

    /// iOS's inset-grouped list, as the stylesheet draws it: 20 px side insets, sections 35 px
    /// apart, headers and footers (footnote) inset 16 px with 7 px towards the rows, rows at least
    /// 44 px tall with 11 × 16 px padding and their content leading. The list takes the proposal.
    func arrangeList(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 390
        let cardWidth = max(width - 40, 0)
        var y: CGFloat = 0
        for sectionItem in children(of: node) {
            y += 35
            let section = items[sectionItem].node
            guard case .section(let info) = resolvedNodes[section].kind else {
                y += row(sectionItem, x: 20, y: y, width: cardWidth)
                continue
            }
            let children = self.children(of: section)
            let sectionTop = y
            let header = children.items(0..<info.headerCount)
            let footer = children.items((children.count - info.footerCount)..<children.count)
            if !header.isEmpty { y += decoration(header, x: 36, y: y, width: cardWidth - 32) + 7 }
            for child in children[info.contentRange(childCount: children.count)] {
                y += row(child, x: 20, y: y, width: cardWidth)
            }
            if !footer.isEmpty { y += 7 + decoration(footer, x: 36, y: y, width: cardWidth - 32) }
            nodeFrames.append(.init(node: section, frame: CGRect(x: 20, y: sectionTop, width: cardWidth, height: y - sectionTop)))
        }
        y += 20
        return CGSize(width: width, height: proposal.height ?? y)
    }

    /// One row: the row's own frame is the whole row of the card (the `li`); returns its height.
    private func row(_ item: Int, x: CGFloat, y: CGFloat, width: CGFloat) -> CGFloat {
        let proposal = ProposedViewSize(width: max(width - 32, 0), height: nil)
        let content = size(item, proposal)
        let height = max(content.height + 22, 44)
        placements.append(.init(item: item, origin: CGPoint(x: x + 16, y: y + (height - content.height) / 2), proposal: proposal))
        nodeFrames.append(.init(node: items[item].node, frame: CGRect(x: x, y: y, width: width, height: height)))
        return height
    }

    /// Header or footer views in a leading column; returns its height.
    private func decoration(_ children: ChildItems, x: CGFloat, y: CGFloat, width: CGFloat) -> CGFloat {
        let start = placements.count
        let column = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: width, height: nil))
        offsetPlacements(from: start, by: CGPoint(x: x, y: y))
        return column.height
    }
}
