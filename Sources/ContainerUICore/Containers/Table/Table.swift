import Foundation

/// Rows of values in columns, as iOS draws a table: in a compact horizontal size class (a phone,
/// the default) a list of each row's first column, without the other columns or a header; in a
/// regular one (`.environment(\.horizontalSizeClass, .regular)`) a header row of the columns'
/// titles, then each row's views side by side, each column as wide as its `width` says. The list
/// is plain in the automatic style and inset in `tableStyle(.inset)`. Rows are identified by
/// their values' ids, as a `ForEach`'s are.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
/// }
/// .onChange(of: sortOrder) { people.sort(using: sortOrder) }
/// ```
///
/// A table with a `sortOrder` shows which column its first comparator sorts by, and which way:
/// in a regular size class that column's title is followed by a chevron, up for ascending
/// (`.forward`) and down for descending (`.reverse`). As in SwiftUI, the table does not sort
/// its rows: the app sorts them, usually with `sorted(using:)`.
///
/// Rows come from a collection (`Table(_:columns:)`) or from a ``TableRowBuilder``
/// (`Table(of:columns:rows:)`, with `TableRow`s and `ForEach`es of them). The row type of the
/// columns is the values' type: a table is a view only then. (The type does not require it, so
/// that a `value:` key path in a column can take its root from the data.)
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent> where Rows.TableRowValue == Value {
    private let rows: Rows
    private let columns: Columns
    /// The column the rows are sorted by, read from the `sortOrder` binding when the table
    /// resolves; `nil` for a table without one.
    private let sortIndicator: (() -> TableSortIndicator?)?

    /// A table of `rows` in `columns`, showing the column `sortIndicator` names.
    private init(rows: Rows, columns: Columns, sortIndicator: (() -> TableSortIndicator?)?) {
        self.rows = rows
        self.columns = columns
        self.sortIndicator = sortIndicator
    }
}

extension Table {
    /// A table with a row for each value of `data`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(rows: TableForEachContent(data), columns: columns(), sortIndicator: nil)
    }

    /// A table whose rows may be selected, one at a time. A render is one frame outside edit
    /// mode, where iOS shows no selection, so the binding is not read.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(data, columns: columns)
    }

    /// A table whose rows may be selected, several at a time; drawn as without selection.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data> {
        self.init(data, columns: columns)
    }

    /// A sortable table with a row for each value of `data`, whose header shows the column
    /// `sortOrder`'s first comparator sorts by.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), sortIndicator: { TableSortIndicator(sortOrder.wrappedValue) })
    }

    /// A sortable table whose rows may be selected, one at a time; drawn as without selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    /// A sortable table whose rows may be selected, several at a time; drawn as without selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Sort.Compared == Value {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
}

extension Table {
    /// A table of the rows `rows` builds, of values of `valueType`.
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), sortIndicator: nil)
    }

    /// A table of built rows that may be selected, one at a time; drawn as without selection.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// A table of built rows that may be selected, several at a time; drawn as without selection.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(of: valueType, columns: columns, rows: rows)
    }

    /// A sortable table of built rows, whose header shows the column `sortOrder`'s first
    /// comparator sorts by.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), sortIndicator: { TableSortIndicator(sortOrder.wrappedValue) })
    }

    /// A sortable table of built rows that may be selected, one at a time; drawn as without
    /// selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
    }

    /// A sortable table of built rows that may be selected, several at a time; drawn as without
    /// selection.
    public init<Sort: SortComparator>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(of: valueType, sortOrder: sortOrder, columns: columns, rows: rows)
    }
}

extension Table: View where Columns.TableRowValue == Value {
    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        var columns: [TableColumnParts<Value>] = []
        view.columns._appendColumns(to: &columns)
        var values: [Value] = []
        view.rows._appendRows(to: &values)
        let isRegular = resolver.environment.horizontalSizeClass == .regular
        let alternates = resolver.environment[AlternatingRowBackgroundsKey.self].alternates
            || resolver.environment[TableAlternatesRowBackgroundsKey.self]
        let rows = TableRows(values: values, columns: columns, isRegular: isRegular, sortIndicator: view.sortIndicator?(),
                             showsHeaders: resolver.environment[TableColumnHeadersKey.self] != .hidden, alternates: alternates)
        // The rows alternate themselves, below the header; the list inside does not.
        let list = List { rows }.alternatingRowBackgrounds(.disabled)
        switch (resolver.environment[TableStyleKey.self], isRegular) {
        case (.automatic, false): resolver.resolve(list.listStyle(.plain))
        case (.inset, false): resolver.resolve(list.listStyle(.inset))
        case (.automatic, true): resolver.resolve(list.listStyle(.plain).accessibilityRole(.table))
        case (.inset, true): resolver.resolve(list.listStyle(.inset).accessibilityRole(.table))
        }
    }
}
