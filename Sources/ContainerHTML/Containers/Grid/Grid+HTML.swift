import ContainerUICore
import Foundation

/// `Grid` as a CSS grid of as many `auto` columns as its widest row; each `GridRow` is
/// `display: contents` so its cells are the grid's items; `gridCellColumns(n)` spans `n`
/// columns and a view outside any row spans them all; a column's `gridColumnAlignment` is each
/// of its single-column cells' `justify-self`. `LazyVGrid`/`LazyHGrid` use their
/// `GridItem`s as tracks: `.fixed(w)` is `wpx`, `.flexible(min, max)` `minmax(min, max)` (`1fr`
/// for an unbounded maximum), `.adaptive(min, max)` `repeat(auto-fill, minmax(min, max))`.
/// A cell unsized along an axis (`gridCellUnsizedAxes`) is `0` long along it, at least its
/// whole area (`min-width: 100%`), so it adds nothing to the track and then fills it; an
/// anchored cell (`gridCellAnchor`) starts at its area's corner, moved by the unit point of the
/// area less the same unit point of itself.
extension HTMLRenderer {
    mutating func renderGrid(_ grid: ResolvedGrid, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-grid")
        writer.addClass("cui-g")
        gridAlignment(grid.alignment)
        var columns = 1
        var columnAlignments: [HorizontalAlignment?] = []
        var flexibleColumns: [Bool] = []
        for row in node.children where row.isGridRow {
            var column = 0
            for cell in row.children {
                let span = cell.gridCellColumns
                while columnAlignments.count < column + span { columnAlignments.append(nil); flexibleColumns.append(false) }
                if columnAlignments[column] == nil { columnAlignments[column] = cell.gridColumnAlignment }
                if span == 1, !flexibleColumns[column], cell.isFlexibleGridCell { flexibleColumns[column] = true }
                column += span
            }
            columns = max(columns, column)
        }
        writer.styleVarStart("--cui-cols")
        writer.styleNumber(columns)
        writer.styleVarEnd()
        if flexibleColumns.contains(true) { flexibleColumnTracks(flexibleColumns) }
        writer.styleVar("--cui-hg", px: Double(grid.horizontalSpacing ?? 8))
        writer.styleVar("--cui-vg", px: Double(grid.verticalSpacing ?? 8))
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        for row in node.children {
            guard case .gridRow(let alignment) = row.kind else {
                var full = ItemPlacement.plain
                full.spansAllColumns = true
                full.setGridCellOptions(of: row)
                render(row, placement: full)
                continue
            }
            startNodeElement(tag, row)
            writer.addClass("cui-gr")
            writer.endStartTag()
            var column = 0
            for cell in row.children {
                let span = cell.gridCellColumns
                var cellPlacement = ItemPlacement.plain
                cellPlacement.gridSpan = span
                cellPlacement.rowAlignment = alignment
                if span == 1 { cellPlacement.columnAlignment = columnAlignments[column] }
                cellPlacement.setGridCellOptions(of: cell)
                render(cell, placement: cellPlacement)
                column += span
            }
            writer.endElement(tag)
        }
        writer.endElement(tag)
    }

    /// The columns of a grid with flexible columns (`cui-gfx`, `--cui-colt`): a column holding a
    /// flexible single-column cell shares what the other columns, at their content's width, and
    /// the gaps leave (`minmax(0,1fr)`), as the layout engine's; the others are `auto`. Without
    /// flexible columns, a flexible cell spanning columns makes the grid greedy (`cui-sx`) and
    /// CSS stretches every `auto` column by an equal share, as the engine does.
    private mutating func flexibleColumnTracks(_ flexible: [Bool]) {
        writer.addClass("cui-gfx")
        writer.styleVarStart("--cui-colt")
        for (index, isFlexible) in flexible.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            writer.styleRaw(isFlexible ? "minmax(0,1fr)" : "auto")
        }
        writer.styleVarEnd()
    }

    /// The classes of a `Grid` cell's unsized axes and anchor.
    mutating func addGridCellPlacement(_ placement: ItemPlacement) {
        if placement.gridUnsizedAxes.contains(.horizontal) { writer.addClass("cui-gux") }
        if placement.gridUnsizedAxes.contains(.vertical) { writer.addClass("cui-guy") }
        guard let anchor = placement.gridAnchor else { return }
        writer.addClass("cui-ganc")
        writer.styleVar("--cui-gax", number: Double(anchor.x))
        writer.styleVar("--cui-gay", number: Double(anchor.y))
    }

    mutating func renderLazyGrid(_ grid: ResolvedLazyGrid, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass(grid.axis == .vertical ? "cui-lgv" : "cui-lgh")
        writer.addClass("cui-g")
        gridAlignment(grid.alignment)
        writer.styleVarStart("--cui-tracks")
        for (index, item) in grid.items.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            track(item.size)
        }
        if grid.items.isEmpty { writer.styleRaw("minmax(10px,1fr)") }
        writer.styleVarEnd()
        let between = Double(grid.items.first?.spacing ?? 8), across = Double(grid.spacing ?? 8)
        writer.styleVar("--cui-hg", px: grid.axis == .vertical ? between : across)
        writer.styleVar("--cui-vg", px: grid.axis == .vertical ? across : between)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        renderChildren(of: node, placement: childPlacement(axis: nil))
        writer.endElement(tag)
    }

    private mutating func track(_ size: GridItem.Size) {
        switch size {
        case .fixed(let length):
            writer.stylePx(Double(max(length, 0)))
        case .flexible(let minimum, let maximum):
            bounded(minimum: minimum, maximum: maximum)
        case .adaptive(let minimum, let maximum):
            writer.styleRaw("repeat(auto-fill,")
            bounded(minimum: minimum, maximum: maximum)
            writer.styleRaw(")")
        }
    }

    private mutating func bounded(minimum: CGFloat, maximum: CGFloat) {
        writer.styleRaw("minmax(")
        writer.stylePx(Double(max(minimum, 0)))
        writer.styleRaw(",")
        if maximum.isFinite { writer.stylePx(Double(max(maximum, minimum))) } else { writer.styleRaw("1fr") }
        writer.styleRaw(")")
    }
}

extension ItemPlacement {
    /// Takes the cell's `gridCellUnsizedAxes` and `gridCellAnchor`, when it has modifiers.
    mutating func setGridCellOptions(of cell: ResolvedNode) {
        guard !cell.modifiers.isEmpty else { return }
        gridUnsizedAxes = cell.gridCellUnsizedAxes
        gridAnchor = cell.gridCellAnchor
    }
}

extension ResolvedNode {
    /// Whether this is a `GridRow`.
    var isGridRow: Bool {
        if case .gridRow = kind { true } else { false }
    }

    /// The columns spanned by `gridCellColumns(_:)`, 1 by default.
    var gridCellColumns: Int {
        for modifier in modifiers {
            if case .gridCellColumns(let count) = modifier { return max(count, 1) }
        }
        return 1
    }

    /// Whether this grid cell takes the width it is offered and is sized across (not
    /// `gridCellUnsizedAxes(.horizontal)`): it makes its column flexible.
    var isFlexibleGridCell: Bool {
        if !modifiers.isEmpty, gridCellUnsizedAxes.contains(.horizontal) { return false }
        return flexibility(inStack: nil).x
    }

    /// The alignment the cell sets for its column with `gridColumnAlignment(_:)`, or `nil`.
    var gridColumnAlignment: HorizontalAlignment? {
        for modifier in modifiers {
            if case .gridColumnAlignment(let alignment) = modifier { return alignment }
        }
        return nil
    }
}
