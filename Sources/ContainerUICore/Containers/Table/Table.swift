import Foundation

/// Rows of values in columns, as iOS draws a table: in a compact horizontal size class (a phone,
/// the default) a list of each row's first column, without the other columns or a header; in a
/// regular one (`.environment(\.horizontalSizeClass, .regular)`) a header row of the columns'
/// titles, then each row's views side by side, each column as wide as its `width` says. The list
/// is plain in the automatic style and inset in `tableStyle(.inset)`. Rows are identified by
/// their values' ids, as a `ForEach`'s are.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age") { Text("\($0.age)") }.width(60)
/// }
/// ```
///
/// The row type of the columns is the values' type: a table is a view only then. (The type does
/// not require it, so that a `value:` key path in a column can take its root from the data.)
public struct Table<Value: Identifiable, Columns: TableColumnContent> {
    private let values: [Value]
    private let columns: Columns

    /// A table with a row for each value of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        values = Array(data)
        self.columns = columns()
    }

    /// A table whose rows may be selected, one at a time. A render is one frame outside edit
    /// mode, where iOS shows no selection, so the binding is not read.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }

    /// A table whose rows may be selected, several at a time; drawn as without selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
}

extension Table: View where Columns.TableRowValue == Value {
    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        var columns: [TableColumnParts<Value>] = []
        view.columns._appendColumns(to: &columns)
        let rows = TableRows(values: view.values, columns: columns, isRegular: resolver.environment.horizontalSizeClass == .regular)
        let list = List { rows }
        switch resolver.environment[TableStyleKey.self] {
        case .automatic: resolver.resolve(list.listStyle(.plain))
        case .inset: resolver.resolve(list.listStyle(.inset))
        }
    }
}

/// A table's rows in its list: in a regular size class the header, then each value's cells side
/// by side; in a compact one each value's first cell.
private struct TableRows<Value: Identifiable>: View {
    let values: [Value]
    let columns: [TableColumnParts<Value>]
    let isRegular: Bool

    var body: some View {
        if isRegular {
            HStack(spacing: 16) {
                ForEach(columns.indices, id: \.self) { index in
                    TableCell(width: columns[index].width) { columns[index].title(&$0) }
                }
            }
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.secondary)
            ForEach(values) { value in
                HStack(spacing: 16) {
                    ForEach(columns.indices, id: \.self) { index in
                        TableCell(width: columns[index].width) { columns[index].cell(value, &$0) }
                    }
                }
            }
        } else if let first = columns.first {
            ForEach(values) { value in
                TableCellContent { first.cell(value, &$0) }
            }
        }
    }
}

/// A cell of a regular table: its views, leading in a frame as wide as the column.
private struct TableCell: View {
    let width: TableColumnWidth
    let resolveContent: (inout Resolver) -> Void

    var body: some View {
        let content = TableCellContent(resolveContent: resolveContent)
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
