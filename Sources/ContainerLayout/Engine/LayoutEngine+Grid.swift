import ContainerUICore
import Foundation

/// `Grid` and the lazy grids.
extension LayoutEngine {
    /// A `Grid`: the i-th cell of each row in column i (a cell spanning n columns takes n); each
    /// column as wide as its widest single-column cell, each row as tall as its tallest cell, with
    /// 8 between (or the grid's spacings); a view outside rows spans every column. Cells are
    /// proposed their ideal size and aligned by the grid's alignment (rows may set their own
    /// vertical one, a cell its column's horizontal one with `gridColumnAlignment`).
    func arrangeGrid(_ node: Int, _ grid: ResolvedGrid, _ proposal: ProposedViewSize) -> CGSize {
        let hSpacing = grid.horizontalSpacing ?? 8, vSpacing = grid.verticalSpacing ?? 8
        typealias Cell = (item: Int, column: Int, span: Int, size: CGSize)
        var rows: [(cells: [Cell], alignment: VerticalAlignment?, isFull: Bool)] = []
        var columnWidths: [CGFloat] = []
        var columnAlignments: [HorizontalAlignment?] = []
        for child in children(of: node) {
            let rowNode = items[child].node
            guard case .gridRow(let alignment) = resolvedNodes[rowNode].kind else {
                rows.append(([(child, 0, 0, size(child, .unspecified))], nil, true))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in children(of: rowNode) {
                let span = max(nodes[items[cell].node].gridSpan, 1)
                let cellSize = size(cell, .unspecified)
                cells.append((cell, column, span, cellSize))
                while columnWidths.count < column + span { columnWidths.append(0); columnAlignments.append(nil) }
                if span == 1 { columnWidths[column] = max(columnWidths[column], cellSize.width) }
                if columnAlignments[column] == nil { columnAlignments[column] = nodes[items[cell].node].gridColumnAlignment }
                column += span
            }
            rows.append((cells, alignment, false))
        }
        var columnOffsets: [CGFloat] = []
        var x: CGFloat = 0
        for width in columnWidths {
            columnOffsets.append(x)
            x += width + hSpacing
        }
        let totalWidth = max(columnWidths.isEmpty ? 0 : x - hSpacing, rows.filter(\.isFull).map { $0.cells[0].size.width }.max() ?? 0)
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            if index > 0 { y += vSpacing }
            let height = row.cells.map(\.size.height).max() ?? 0
            for cell in row.cells {
                let start = row.isFull ? 0 : columnOffsets[cell.column]
                let end = row.isFull ? totalWidth : columnOffsets[cell.column + cell.span - 1] + columnWidths[cell.column + cell.span - 1]
                let vertical = (row.alignment ?? grid.alignment.vertical).fraction
                let horizontal = (row.isFull || cell.span > 1 ? nil : columnAlignments[cell.column]) ?? grid.alignment.horizontal
                let origin = CGPoint(x: start + (end - start - cell.size.width) * horizontal.fraction,
                                     y: y + (height - cell.size.height) * vertical)
                placements.append(.init(item: cell.item, origin: origin, proposal: .unspecified))
            }
            y += height
        }
        return CGSize(width: totalWidth, height: y)
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
