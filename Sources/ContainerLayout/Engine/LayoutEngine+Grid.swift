import ContainerUICore
import Foundation

/// `Grid` and the lazy grids.
extension LayoutEngine {
    /// A `Grid`: the i-th cell of each row in column i (a cell spanning n columns takes n); each
    /// column as wide as its widest single-column cell, each row as tall as its tallest cell, with
    /// 8 between (or the grid's spacings); a view outside rows spans every column. Cells are
    /// proposed their ideal size and aligned by the grid's alignment (rows may set their own
    /// vertical one, a cell its column's horizontal one with `gridColumnAlignment`, or its own
    /// unit point with `gridCellAnchor`). A cell unsized along an axis (`gridCellUnsizedAxes`)
    /// leaves its column's width or its row's height to the other cells and is proposed it.
    /// Offered a width, a grid with flexible cells takes it (``widenColumns(_:flexible:spansFlexibly:spacing:available:)``)
    /// and proposes every sized cell its columns' width.
    func arrangeGrid(_ node: Int, _ grid: ResolvedGrid, _ proposal: ProposedViewSize) -> CGSize {
        let hSpacing = grid.horizontalSpacing ?? 8, vSpacing = grid.verticalSpacing ?? 8
        var rows: [GridLine] = []
        var columnWidths: [CGFloat] = []
        var columnAlignments: [HorizontalAlignment?] = []
        var fullWidth: CGFloat = 0
        // Offered a width, which columns hold a flexible single-column cell, and whether a
        // flexible cell spans columns (or all of them, outside rows).
        let offered = proposal.width
        var flexibleColumns: [Bool] = []
        var spansFlexibly = false
        for child in children(of: node) {
            let rowNode = items[child].node
            guard case .gridRow(let alignment) = resolvedNodes[rowNode].kind else {
                let cell = gridCell(child, column: 0, span: 0)
                if !cell.unsized.contains(.horizontal) { fullWidth = max(fullWidth, cell.size.width) }
                if offered != nil, isFlexible(cell) { spansFlexibly = true }
                rows.append(GridLine(cells: [cell], alignment: nil, isFull: true))
                continue
            }
            var cells: [GridCell] = []
            var column = 0
            for item in children(of: rowNode) {
                let cell = gridCell(item, column: column, span: max(nodes[items[item].node].gridSpan, 1))
                cells.append(cell)
                while columnWidths.count < column + cell.span { columnWidths.append(0); columnAlignments.append(nil); flexibleColumns.append(false) }
                if cell.span == 1, !cell.unsized.contains(.horizontal) { columnWidths[column] = max(columnWidths[column], cell.size.width) }
                if columnAlignments[column] == nil { columnAlignments[column] = nodes[items[item].node].gridColumnAlignment }
                if offered != nil, isFlexible(cell) {
                    if cell.span == 1 { flexibleColumns[column] = true } else { spansFlexibly = true }
                }
                column += cell.span
            }
            rows.append(GridLine(cells: cells, alignment: alignment, isFull: false))
        }
        let isWidened = offered.map {
            widenColumns(&columnWidths, flexible: flexibleColumns, spansFlexibly: spansFlexibly, spacing: hSpacing, available: $0)
        } ?? false
        var columnOffsets: [CGFloat] = []
        var x: CGFloat = 0
        for width in columnWidths {
            columnOffsets.append(x)
            x += width + hSpacing
        }
        var totalWidth = max(columnWidths.isEmpty ? 0 : x - hSpacing, fullWidth)
        if isWidened, let offered { totalWidth = max(totalWidth, offered) }
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            if index > 0 { y += vSpacing }
            var cells = row.cells
            for position in cells.indices where isWidened || cells[position].unsized.contains(.horizontal) {
                let (start, end) = row.isFull ? (0, totalWidth) : Self.span(of: cells[position], columnOffsets, columnWidths)
                cells[position].proposal.width = end - start
                cells[position].size = size(cells[position].item, cells[position].proposal)
            }
            var height: CGFloat = 0
            for cell in cells where !cell.unsized.contains(.vertical) { height = max(height, cell.size.height) }
            for var cell in cells {
                if cell.unsized.contains(.vertical) {
                    cell.proposal.height = height
                    cell.size = size(cell.item, cell.proposal)
                }
                let (start, end) = row.isFull ? (0, totalWidth) : Self.span(of: cell, columnOffsets, columnWidths)
                let vertical = (row.alignment ?? grid.alignment.vertical).fraction
                let horizontal = ((row.isFull || cell.span > 1 ? nil : columnAlignments[cell.column]) ?? grid.alignment.horizontal).fraction
                let anchor = cell.anchor ?? UnitPoint(x: horizontal, y: vertical)
                let origin = CGPoint(x: start + (end - start - cell.size.width) * anchor.x,
                                     y: y + (height - cell.size.height) * anchor.y)
                placements.append(.init(item: cell.item, origin: origin, proposal: cell.proposal))
            }
            y += height
        }
        return CGSize(width: totalWidth, height: y)
    }

    /// A cell of a `Grid`, measured at its ideal size, with its own options.
    private func gridCell(_ item: Int, column: Int, span: Int) -> GridCell {
        let resolved = resolvedNodes[items[item].node]
        let unsized = resolved.modifiers.isEmpty ? [] : resolved.gridCellUnsizedAxes
        let anchor = resolved.modifiers.isEmpty ? nil : resolved.gridCellAnchor
        return GridCell(item: item, column: column, span: span, size: size(item, .unspecified), unsized: unsized, anchor: anchor)
    }

    /// Whether a cell sized across takes more width than its ideal when offered more, as a
    /// colour, a divider, a spacer or a `frame(maxWidth: .infinity)` does.
    private func isFlexible(_ cell: GridCell) -> Bool {
        !cell.unsized.contains(.horizontal) && size(cell.item, ProposedViewSize(width: .infinity, height: nil)).width > cell.size.width
    }

    /// Gives a grid offered `available` the width its flexible cells can take, as SwiftUI's does:
    /// the columns holding a flexible cell share what the others' ideal widths and the spacing
    /// leave, equally (none less than 0); without such a column, a flexible cell spanning columns
    /// widens every column by an equal share of what is left. Returns whether the grid takes the
    /// offered width, so that its cells are proposed their columns' widths. An infinite offer (a
    /// stack asking how far the grid grows) is infinitely wide for flexible columns.
    private func widenColumns(_ widths: inout [CGFloat], flexible: [Bool], spansFlexibly: Bool, spacing: CGFloat, available: CGFloat) -> Bool {
        let flexibleCount = flexible.count(where: { $0 })
        guard flexibleCount > 0 || spansFlexibly else { return false }
        let gaps = spacing * CGFloat(max(widths.count - 1, 0))
        if flexibleCount > 0 {
            var fixed: CGFloat = 0
            for (width, isFlexible) in zip(widths, flexible) where !isFlexible { fixed += width }
            let share = max((available - fixed - gaps) / CGFloat(flexibleCount), 0)
            for index in widths.indices where flexible[index] { widths[index] = share }
        } else if !widths.isEmpty {
            let extra = (available - widths.reduce(0, +) - gaps) / CGFloat(widths.count)
            if extra > 0 { for index in widths.indices { widths[index] += extra } }
        }
        return true
    }

    /// Where the columns a cell spans start and end.
    private static func span(of cell: GridCell, _ offsets: [CGFloat], _ widths: [CGFloat]) -> (CGFloat, CGFloat) {
        let last = cell.column + cell.span - 1
        return (offsets[cell.column], offsets[last] + widths[last])
    }

    /// `LazyVGrid` (`LazyHGrid` transposed): the tracks share the proposed width (see
    /// `GridItem.tracks`), cells fill the tracks row by row, each proposed its track's width,
    /// rows as tall as their tallest cell, `spacing` (8) apart; cells centred in their track
    /// unless the item has an alignment. The grid takes the proposed width.
    func arrangeLazyGrid(_ children: ChildItems, _ grid: ResolvedLazyGrid, _ proposal: ProposedViewSize) -> CGSize {
        let vertical = grid.axis == .vertical
        let crossProposal = vertical ? proposal.width : proposal.height
        let cross = crossProposal ?? idealTrackLength(grid.items)
        let tracks = GridItem.tracks(for: grid.items, in: cross)
        guard !tracks.isEmpty else { return .zero }
        let itemForTrack = Self.itemIndexPerTrack(grid.items, tracks: tracks.count)
        let spacing = grid.spacing ?? 8
        var along: CGFloat = 0
        var start = 0
        while start < children.count {
            let line = Array(children[start..<min(start + tracks.count, children.count)])
            let proposals = line.indices.map { vertical ? ProposedViewSize(width: tracks[$0].length, height: nil) : ProposedViewSize(width: nil, height: tracks[$0].length) }
            let sizes = line.indices.map { size(line[$0], proposals[$0]) }
            let thickness = sizes.map { vertical ? $0.height : $0.width }.max() ?? 0
            if start > 0 { along += spacing }
            for index in line.indices {
                let alignment = grid.items[itemForTrack[index]].alignment ?? .center
                let track = tracks[index]
                let origin = vertical
                    ? CGPoint(x: track.offset + (track.length - sizes[index].width) * alignment.horizontal.fraction,
                              y: along + (thickness - sizes[index].height) * alignment.vertical.fraction)
                    : CGPoint(x: along + (thickness - sizes[index].width) * alignment.horizontal.fraction,
                              y: track.offset + (track.length - sizes[index].height) * alignment.vertical.fraction)
                placements.append(.init(item: line[index], origin: origin, proposal: proposals[index]))
            }
            along += thickness
            start += tracks.count
        }
        let total = vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
        return total
    }

    /// Without a proposed width, fixed items keep their size and the others their minimum.
    private func idealTrackLength(_ items: [GridItem]) -> CGFloat {
        var total: CGFloat = 0
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length): total += length
            case .flexible(let minimum, _), .adaptive(let minimum, _): total += minimum
            }
            if index < items.count - 1 { total += item.spacing ?? 8 }
        }
        return total
    }

    /// The grid item each track comes from: one each, or the first for every track when
    /// adaptive items made more tracks than items.
    private static func itemIndexPerTrack(_ items: [GridItem], tracks: Int) -> [Int] {
        items.count == tracks ? Array(items.indices) : Array(repeating: 0, count: tracks)
    }
}

/// A cell of a `Grid` as its arrangement sees it.
private struct GridCell {
    var item: Int
    var column: Int
    /// Columns spanned; 0 for a view outside rows, which spans them all.
    var span: Int
    var size: CGSize
    var unsized: Axis.Set
    var anchor: UnitPoint?
    /// Nothing, or the column's width and the row's height along the unsized axes.
    var proposal = ProposedViewSize.unspecified
}

/// A row of a `Grid`, or a view outside rows (`isFull`).
private struct GridLine {
    var cells: [GridCell]
    var alignment: VerticalAlignment?
    var isFull: Bool
}
