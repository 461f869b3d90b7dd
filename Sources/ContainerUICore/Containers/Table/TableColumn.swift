import Foundation

/// One column of a `Table`: a title, and each row's view in it. As wide as `width(_:)` or
/// `width(min:ideal:max:)` say, else flexible, sharing the width left with the other flexible
/// columns.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    private let label: Label
    private let content: (RowValue) -> Content
    private var width = TableColumnWidth.flexible

    private init(label: Label, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
    }

    /// This column at `width` points; `nil` keeps it flexible.
    public func width(_ width: CGFloat?) -> TableColumn {
        var column = self
        column.width = width.map { .fixed($0) } ?? .flexible
        return column
    }

    /// This column between `min` and `max` points, `ideal` when there is room; `nil` leaves a
    /// bound open.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = .range(min: min, ideal: ideal, max: max)
        return column
    }

    public func _appendColumns(to columns: inout [TableColumnParts<RowValue>]) {
        let label = label, content = content
        columns.append(TableColumnParts(
            width: width, title: { $0.resolve(label) }, cell: { row, resolver in resolver.resolve(content(row)) }))
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled by a localized key, each row's view built by `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A column titled by a string, each row's view built by `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A column titled by a text, each row's view built by `content`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    /// A column titled by a localized key showing each row's string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column titled by a string showing each row's string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A column titled by a text showing each row's string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}
