import ContainerUICore
import Foundation

/// `ScrollView` and `List`: they take the space offered along their scrolling axis and lay their
/// content out at its ideal length along it.
extension LayoutEngine {
    /// The scroll view takes the proposal along its scrolling axes (its content's length where
    /// one is unspecified) and its content's length across them, as SwiftUI's does (a vertical
    /// scroll view of short texts is as wide as they are); the content, a stack of the children
    /// along the scroll axis with the default spacing, is proposed the scroll view's length
    /// across and nothing along the scrolling axes, inside the content margins, and starts at the
    /// top-leading corner; content shorter than the scroll view sits at its `contentAlignment`
    /// along the scrolling axis (the top or leading edge unless set).
    func arrangeScrollView(_ node: Int, _ scroll: ResolvedScrollView, _ proposal: ProposedViewSize) -> CGSize {
        let margins = scrollMargins(node, proposal)
        let vertical = scroll.axes.contains(.vertical), horizontal = scroll.axes.contains(.horizontal)
        let contentProposal = ProposedViewSize(
            width: horizontal ? nil : proposal.width.map { max($0 - margins.horizontal, 0) },
            height: vertical ? nil : proposal.height.map { max($0 - margins.vertical, 0) }
        )
        let axis: Axis = vertical ? .vertical : .horizontal
        let start = placements.count
        let content = arrangeStack(children(of: node), axis: axis, alignment: .center, spacing: 8, contentProposal)
        // Along its scrolling axes it takes the proposal; across them, its content's length.
        let size = CGSize(width: horizontal ? proposal.width ?? content.width + margins.horizontal : content.width + margins.horizontal,
                          height: vertical ? proposal.height ?? content.height + margins.vertical : content.height + margins.vertical)
        // Room left by content shorter than the scroll view: along the main scrolling axis it
        // goes by `contentAlignment`; across it (only ever along a second scrolling axis, since
        // the scroll view is as long as its content elsewhere) the content is centred.
        let free = CGSize(width: max(size.width - margins.horizontal - content.width, 0),
                          height: max(size.height - margins.vertical - content.height, 0))
        let along = scroll.contentAlignment.map { axis == .vertical ? $0.y.fraction : $0.x.fraction } ?? 0
        let extra = axis == .vertical
            ? CGPoint(x: margins.leading + free.width / 2, y: margins.top + free.height * along)
            : CGPoint(x: margins.leading + free.width * along, y: margins.top + free.height / 2)
        offsetPlacements(from: start, by: extra)
        return size
    }

    /// Scrolls a placed scroll view, whose content occupies `rect`, to its initial scroll target
    /// as Chromium does for `scroll-initial-target`: along each scrolling axis, the target's
    /// anchor at the same anchor of the scrollport (inside the content margins, which are also
    /// its scroll padding), within the scroll range. The target is the content itself when the
    /// scroll view has an initial anchor, else the view marked inside. Everything inside moves
    /// by the offset.
    func scrollToInitialTarget(_ node: Int, _ scroll: ResolvedScrollView, in rect: CGRect) {
        var extent = CGRect(origin: rect.origin, size: .zero)
        for child in children(of: node) { extent = extent.union(frames[child]) }
        let targetFrame: CGRect, anchor: ScrollAnchor
        if let initial = scroll.initialAnchor {
            (targetFrame, anchor) = (extent, initial)
        } else if let target = initialScrollTarget(in: node) {
            (targetFrame, anchor) = (frame(ofNode: target), scroll.targetAnchor ?? .topLeading)
        } else {
            return
        }
        let margins = scrollMargins(node, ProposedViewSize(rect.size))
        var offset = CGSize.zero
        if scroll.axes.contains(.horizontal) {
            let range = max(extent.maxX + margins.trailing - rect.maxX, 0)
            let port = rect.width - margins.horizontal, x = anchor.x.fraction
            let wanted = targetFrame.minX + x * targetFrame.width - (rect.minX + margins.leading + x * port)
            offset.width = min(max(wanted, 0), range)
        }
        if scroll.axes.contains(.vertical) {
            let range = max(extent.maxY + margins.bottom - rect.maxY, 0)
            let port = rect.height - margins.vertical, y = anchor.y.fraction
            let wanted = targetFrame.minY + y * targetFrame.height - (rect.minY + margins.top + y * port)
            offset.height = min(max(wanted, 0), range)
        }
        guard offset != .zero else { return }
        for record in (node + 1)..<nodes[node].end {
            var item = nodes[record].outer
            while item >= 0 {
                frames[item] = frames[item].offsetBy(dx: -offset.width, dy: -offset.height)
                item = items[item].inner
            }
        }
    }

    /// The first node marked as the initial scroll target inside a scroll view, outside any
    /// scroll view or list nested in it.
    private func initialScrollTarget(in node: Int) -> Int? {
        var record = node + 1
        while record < nodes[node].end {
            if nodes[record].isInitialScrollTarget { return record }
            record = nodes[record].isContainerBoundary ? nodes[record].end : record + 1
        }
        return nil
    }

    /// A list as the stylesheet draws it, with ``ResolvedList``'s metrics: sections inset from
    /// the sides (20 px in the inset styles), apart by the style's or `listSectionSpacing`'s gap,
    /// each edge replaced by the section's `listSectionMargins`;
    /// headers and footers inset 16 px, grouped ones (footnote) 7 px from the rows, plain ones 8 px
    /// above and below; rows at least `defaultMinListRowHeight` tall, their content inset 11 × 16
    /// px or by `listRowInsets`, leading and vertically centred, a badge at the trailing edge and
    /// a row background filling the row. The list takes the proposal.
    func arrangeList(_ node: Int, _ list: ResolvedList, _ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 390
        let margins = nodes[node].safeAreaInsets.isEmpty ? EdgeInsets() : scrollMargins(node, proposal)
        let padding = list.decorationPadding
        var y: CGFloat = margins.top
        let sections = children(of: node)
        var bottomMargin: CGFloat = 0
        for (index, sectionItem) in sections.enumerated() {
            let section = items[sectionItem].node
            let info: ResolvedSection? = if case .section(let info) = resolvedNodes[section].kind { info } else { nil }
            let sectionMargins = list.sectionMargins(info, isFirst: index == 0, isLast: index == sections.count - 1)
            y += bottomMargin + sectionMargins.top
            bottomMargin = sectionMargins.bottom
            let inset = sectionMargins.leading + margins.leading
            let cardWidth = max(width - sectionMargins.horizontal - margins.horizontal, 0)
            guard let info else {
                y += row(sectionItem, list, x: inset, y: y, width: cardWidth)
                continue
            }
            let children = self.children(of: section)
            let sectionTop = y
            let header = children.items(0..<info.headerCount)
            let footer = children.items((children.count - info.footerCount)..<children.count)
            if !header.isEmpty {
                y += padding.outer + decoration(header, x: inset + 16, y: y + padding.outer, width: cardWidth - 32) + padding.towardRows
            }
            for (position, child) in children[info.contentRange(childCount: children.count)].enumerated() {
                if position > 0 { y += list.rowSpacing ?? 0 }
                y += row(child, list, x: inset, y: y, width: cardWidth)
            }
            if !footer.isEmpty {
                y += padding.towardRows + decoration(footer, x: inset + 16, y: y + padding.towardRows, width: cardWidth - 32) + padding.outer
            }
            nodeFrames.append(.init(node: section, frame: CGRect(x: inset, y: sectionTop, width: cardWidth, height: y - sectionTop)))
        }
        y += (sections.isEmpty ? list.bottomInset : bottomMargin) + margins.bottom
        return CGSize(width: width, height: proposal.height ?? y)
    }

    /// One row: the row's own frame is the whole row of the card (the `li`); returns its height.
    private func row(_ item: Int, _ list: ResolvedList, x: CGFloat, y: CGFloat, width: CGFloat) -> CGFloat {
        let record = nodes[items[item].node]
        let parts = record.rowParts >= 0 ? listRowParts[Int(record.rowParts)] : ListRowParts()
        let insets = parts.insets ?? ResolvedList.defaultRowInsets
        // The badge keeps its ideal width, 8 px after the content.
        var badgeSize = CGSize.zero
        for layer in parts.badge {
            let size = self.size(layerItems[layer], .unspecified)
            badgeSize = CGSize(width: badgeSize.width + size.width, height: max(badgeSize.height, size.height))
        }
        let badgeWidth = parts.badge.isEmpty ? 0 : badgeSize.width + 8
        let proposal = ProposedViewSize(width: max(width - insets.horizontal - badgeWidth, 0), height: nil)
        let content = size(item, proposal)
        let height = max(max(content.height, badgeSize.height) + insets.vertical, list.minRowHeight)
        let middle = y + insets.top + (height - insets.vertical) / 2
        placements.append(.init(item: item, origin: CGPoint(x: x + insets.leading, y: middle - content.height / 2), proposal: proposal))
        var badgeX = x + width - insets.trailing - badgeSize.width
        for layer in parts.badge {
            let item = layerItems[layer]
            let size = self.size(item, .unspecified)
            placements.append(.init(item: item, origin: CGPoint(x: badgeX, y: middle - size.height / 2), proposal: .unspecified))
            badgeX += size.width
        }
        let rowSize = ProposedViewSize(width: width, height: height)
        for layer in parts.background {
            let item = layerItems[layer]
            let size = self.size(item, rowSize)
            placements.append(.init(item: item, origin: CGPoint(x: x + (width - size.width) / 2, y: y + (height - size.height) / 2), proposal: rowSize))
        }
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
