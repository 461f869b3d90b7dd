import ContainerUICore
import Foundation

/// `ScrollView` and `List`: they take the space offered and lay their content out at its ideal
/// length along the scrolling axis.
extension LayoutEngine {
    /// The scroll view takes the proposal (its content's size where a dimension is unspecified);
    /// the content, a stack of the children along the scroll axis with the default spacing, is
    /// proposed the scroll view's length across and nothing along the scrolling axes, inside the
    /// content margins, and starts at the top-leading corner.
    func arrangeScrollView(_ node: Int, _ scroll: ResolvedScrollView, _ proposal: ProposedViewSize) -> Arrangement {
        let margins = nodes[node].contentMargins ?? EdgeInsets()
        let vertical = scroll.axes.contains(.vertical), horizontal = scroll.axes.contains(.horizontal)
        let contentProposal = ProposedViewSize(
            width: horizontal ? nil : proposal.width.map { max($0 - margins.horizontal, 0) },
            height: vertical ? nil : proposal.height.map { max($0 - margins.vertical, 0) }
        )
        let axis: Axis = vertical ? .vertical : .horizontal
        var content = arrangeStack(nodes[node].children, axis: axis, alignment: .center, spacing: 8, contentProposal)
        let size = CGSize(width: proposal.width ?? content.size.width + margins.horizontal,
                          height: proposal.height ?? content.size.height + margins.vertical)
        // Across the scrolling axis the content is stretched to the scroll view, its children centred.
        let extra = axis == .vertical
            ? CGPoint(x: margins.leading + max(size.width - margins.horizontal - content.size.width, 0) / 2, y: margins.top)
            : CGPoint(x: margins.leading, y: margins.top + max(size.height - margins.vertical - content.size.height, 0) / 2)
        for index in content.placements.indices {
            content.placements[index].origin.x += extra.x
            content.placements[index].origin.y += extra.y
        }
        return Arrangement(size: size, placements: content.placements)
    }

    /// iOS's inset-grouped list, as the stylesheet draws it: 20 px side insets, sections 35 px
    /// apart, headers and footers (footnote) inset 16 px with 7 px towards the rows, rows at least
    /// 44 px tall with 11 × 16 px padding and their content leading. The list takes the proposal.
    func arrangeList(_ node: Int, _ proposal: ProposedViewSize) -> Arrangement {
        let width = proposal.width ?? 390
        let cardWidth = max(width - 40, 0)
        var placements: [Arrangement.Placement] = []
        var nodeFrames: [(node: Int, frame: CGRect)] = []
        var y: CGFloat = 0
        for sectionItem in nodes[node].children {
            y += 35
            let section = items[sectionItem].node
            guard case .section(let info) = nodes[section].kind else {
                y += row(sectionItem, x: 20, y: y, width: cardWidth, into: &placements, &nodeFrames)
                continue
            }
            let children = nodes[section].children
            let sectionTop = y
            let header = Array(children[0..<info.headerCount])
            let footer = Array(children[(children.count - info.footerCount)...])
            if !header.isEmpty { y += decoration(header, x: 36, y: y, width: cardWidth - 32, into: &placements) + 7 }
            for child in children[info.contentRange(childCount: children.count)] {
                y += row(child, x: 20, y: y, width: cardWidth, into: &placements, &nodeFrames)
            }
            if !footer.isEmpty { y += 7 + decoration(footer, x: 36, y: y, width: cardWidth - 32, into: &placements) }
            nodeFrames.append((section, CGRect(x: 20, y: sectionTop, width: cardWidth, height: y - sectionTop)))
        }
        y += 20
        var arrangement = Arrangement(size: CGSize(width: width, height: proposal.height ?? y), placements: placements)
        arrangement.nodeFrames = nodeFrames
        return arrangement
    }

    /// One row: the row's own frame is the whole row of the card (the `li`); returns its height.
    private func row(
        _ item: Int, x: CGFloat, y: CGFloat, width: CGFloat,
        into placements: inout [Arrangement.Placement], _ nodeFrames: inout [(node: Int, frame: CGRect)]
    ) -> CGFloat {
        let proposal = ProposedViewSize(width: max(width - 32, 0), height: nil)
        let content = size(item, proposal)
        let height = max(content.height + 22, 44)
        placements.append(.init(item: item, origin: CGPoint(x: x + 16, y: y + (height - content.height) / 2), proposal: proposal))
        nodeFrames.append((items[item].node, CGRect(x: x, y: y, width: width, height: height)))
        return height
    }

    /// Header or footer views in a leading column; returns its height.
    private func decoration(_ children: [Int], x: CGFloat, y: CGFloat, width: CGFloat, into placements: inout [Arrangement.Placement]) -> CGFloat {
        let column = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: width, height: nil))
        for placement in column.placements {
            placements.append(.init(item: placement.item, origin: CGPoint(x: x + placement.origin.x, y: y + placement.origin.y), proposal: placement.proposal))
        }
        return column.size.height
    }
}
