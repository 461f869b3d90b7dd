/// Table rows from a collection: each element's content contributes its rows.
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue

    /// Rows for each element, identified by the key path `id` (each row itself by its value's
    /// id, as in SwiftUI).
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    /// Rows for each element of a collection of identifiable elements.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue, Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    public func _appendRows(to values: inout [Content.TableRowValue]) {
        for element in data {
            content(element)._appendRows(to: &values)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TableRowContent {
    /// Rows for each integer in a constant range.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content) where V == Content.TableRowValue {
        self.init(data: data, identifier: { $0 }, content: content)
    }
}
