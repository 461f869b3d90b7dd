import Foundation

/// A table's rows in its list: in a regular size class the header, then each value's cells side
/// by side, as an ARIA table (a `row` of `columnheader`s, then `row`s of `cell`s, the sorted
/// column's header with its `aria-sort`); in a compact one each value's first cell, a plain list.
struct TableRows<Value: Identifiable>: View {
    let values: [Value]
    let columns: [TableColumnParts<Value>]
    let isRegular: Bool
    /// The column the rows are sorted by, for a sortable table.
    let sortIndicator: TableSortIndicator?
    /// Whether the header row shows (`tableColumnHeaders(_:)`).
    let showsHeaders: Bool
    /// Whether every second value's row is tinted (`alternatingRowBackgrounds(_:)`,
    /// `.inset(alternatesRowBackgrounds: true)`).
    let alternates: Bool

    var body: some View {
        if isRegular {
            if showsHeaders { header }
            ForEach(Array(values.enumerated()), id: \.element.id) { offset, value in
                HStack(spacing: 16) {
                    ForEach(columns.indices, id: \.self) { index in
                        TableCell(width: columns[index].width) { TableCellContent { columns[index].cell(value, &$0) } }
                            .accessibilityRole(.tableCell)
                    }
                }
                .accessibilityRole(.tableRow)
                .modifier(AlternateRow(offset: offset, alternates: alternates))
            }
        } else if let first = columns.first {
            ForEach(Array(values.enumerated()), id: \.element.id) { offset, value in
                TableCellContent { first.cell(value, &$0) }
                    .modifier(AlternateRow(offset: offset, alternates: alternates))
            }
        }
    }

    /// The header row: each column's title, the sorted one's with its chevron.
    private var header: some View {
        let sortedColumn = sortIndicator.flatMap { indicator in columns.firstIndex { $0.sortKey == indicator.key } }
        return HStack(spacing: 16) {
            ForEach(columns.indices, id: \.self) { index in
                let order = index == sortedColumn ? sortIndicator?.order : nil
                TableCell(width: columns[index].width) {
                    TableColumnTitle(title: columns[index].title, order: order)
                }
                .accessibilityRole(.columnHeader(sortOrder: order))
            }
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
        .accessibilityRole(.tableRow)
    }
}

/// The row background of the value at `offset` when the table alternates its rows: every
/// second one tinted, the others left as they are.
private struct AlternateRow: ViewModifier {
    let offset: Int
    let alternates: Bool

    func body(content: Content) -> some View {
        if alternates && !offset.isMultiple(of: 2) {
            content.listRowBackground(Resolver.alternateRowBackground)
        } else {
            content
        }
    }
}

/// A column's title; in the column the rows are sorted by, followed by a chevron up (ascending,
/// `.forward`) or down (descending, `.reverse`) 4 points after it, in the header's style.
private struct TableColumnTitle: View {
    let title: (inout Resolver) -> Void
    let order: SortOrder?

    var body: some View {
        if let order {
            HStack(spacing: 4) {
                TableCellContent(resolveContent: title)
                Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    .font(.footnote.weight(.semibold))
            }
        } else {
            TableCellContent(resolveContent: title)
        }
    }
}

/// A cell of a regular table: its views, leading in a frame as wide as the column.
private struct TableCell<Content: View>: View {
    let width: TableColumnWidth
    @ViewBuilder let content: Content

    var body: some View {
        switch width {
        case .flexible:
            content.frame(maxWidth: .infinity, alignment: .leading)
        case .fixed(let width):
            content.frame(width: width, alignment: .leading)
        case .range(let min, let ideal, let max):
            content.frame(minWidth: min, idealWidth: ideal, maxWidth: max ?? .infinity, alignment: .leading)
        }
    }
}

/// The views of a column's title or of a row's cell, resolved in place.
private struct TableCellContent: View {
    let resolveContent: (inout Resolver) -> Void

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        view.resolveContent(&resolver)
    }
}
