/// Rows of a `Table` built by `Table(of:columns:rows:)`: a `TableRow`, a `ForEach` of rows, or
/// what a ``TableRowBuilder`` builds of several. Each row is identified by its value's id, as a
/// row of `Table(_:columns:)` is.
public protocol TableRowContent<TableRowValue> {
    /// The type of the rows' values.
    associatedtype TableRowValue: Identifiable

    /// Appends the rows' values, in order, to `values`.
    func _appendRows(to values: inout [TableRowValue])
}

/// One row of a table, showing `value` in each column.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
///     ForEach(others) { TableRow($0) }
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    private let value: Value

    /// A row of `value`.
    public init(_ value: Value) {
        self.value = value
    }

    public func _appendRows(to values: inout [Value]) {
        values.append(value)
    }
}

/// The rows of `Table(_:columns:)`: a row for each value of a collection.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element

    private let data: Data

    /// A row for each value of `data`.
    init(_ data: Data) {
        self.data = data
    }

    public func _appendRows(to values: inout [Data.Element]) {
        values += data
    }
}

/// Several rows in order, as a ``TableRowBuilder`` collects them.
public struct TupleTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value

    let values: [Value]

    public func _appendRows(to values: inout [Value]) {
        values += self.values
    }
}

/// Builds a table's rows from `TableRow`s and `ForEach`es of them, with `if` and `if`/`else`
/// among them.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row, or rows, as collected values.
    public static func buildExpression<Row: TableRowContent>(_ row: Row) -> TupleTableRowContent<Value> where Row.TableRowValue == Value {
        var values: [Value] = []
        row._appendRows(to: &values)
        return TupleTableRowContent(values: values)
    }

    /// The rows in order.
    public static func buildBlock(_ parts: TupleTableRowContent<Value>...) -> TupleTableRowContent<Value> {
        TupleTableRowContent(values: parts.flatMap(\.values))
    }

    /// Rows present when a condition holds.
    public static func buildOptional(_ part: TupleTableRowContent<Value>?) -> TupleTableRowContent<Value> {
        part ?? TupleTableRowContent(values: [])
    }

    /// The rows of the branch taken.
    public static func buildEither(first part: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> {
        part
    }

    /// The rows of the branch taken.
    public static func buildEither(second part: TupleTableRowContent<Value>) -> TupleTableRowContent<Value> {
        part
    }
}
