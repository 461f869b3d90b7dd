import Foundation

/// Columns of a `Table`: a `TableColumn`, or what a ``TableColumnBuilder`` builds of several.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort; `Never` for columns that do not.
    associatedtype TableColumnSortComparator

    /// Appends these columns, in order, to `columns`.
    func _appendColumns(to columns: inout [TableColumnParts<TableRowValue>])
}

/// How wide a table column is.
public enum TableColumnWidth: Hashable, Sendable {
    /// Sharing the width left with the other flexible columns.
    case flexible
    /// This many points.
    case fixed(CGFloat)
    /// Between `min` and `max` points, `ideal` when there is room; `nil` leaves a bound open.
    case range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

/// What a table needs of a column: its width, what it sorts by, and how to resolve its title
/// and a row's cell.
public struct TableColumnParts<RowValue> {
    /// How wide the column is.
    public let width: TableColumnWidth
    /// What a sortable column sorts by; `nil` for a column that does not sort.
    let sortKey: TableSortKey?
    /// Resolves the title at the current position.
    let title: (inout Resolver) -> Void
    /// Resolves a row's cell at the current position.
    let cell: (RowValue, inout Resolver) -> Void

    init(
        width: TableColumnWidth, sortKey: TableSortKey?,
        title: @escaping (inout Resolver) -> Void, cell: @escaping (RowValue, inout Resolver) -> Void
    ) {
        self.width = width
        self.sortKey = sortKey
        self.title = title
        self.cell = cell
    }
}

/// Several columns in order, as a ``TableColumnBuilder`` collects them.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let columns: [TableColumnParts<RowValue>]

    public func _appendColumns(to columns: inout [TableColumnParts<RowValue>]) {
        columns += self.columns
    }
}

/// Builds a table's columns from `TableColumn`s, with `if` and `if`/`else` among them.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// A column, or columns, as collected parts.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> TupleTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        var columns: [TableColumnParts<RowValue>] = []
        column._appendColumns(to: &columns)
        return TupleTableColumnContent(columns: columns)
    }

    /// The columns in order.
    public static func buildBlock(_ parts: TupleTableColumnContent<RowValue, Sort>...) -> TupleTableColumnContent<RowValue, Sort> {
        TupleTableColumnContent(columns: parts.flatMap(\.columns))
    }

    /// Columns present when a condition holds.
    public static func buildOptional(_ part: TupleTableColumnContent<RowValue, Sort>?) -> TupleTableColumnContent<RowValue, Sort> {
        part ?? TupleTableColumnContent(columns: [])
    }

    /// The columns of the branch taken.
    public static func buildEither(first part: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> {
        part
    }

    /// The columns of the branch taken.
    public static func buildEither(second part: TupleTableColumnContent<RowValue, Sort>) -> TupleTableColumnContent<RowValue, Sort> {
        part
    }
}
