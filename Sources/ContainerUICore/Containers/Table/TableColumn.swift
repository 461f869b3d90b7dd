import Foundation

/// One column of a `Table`: a title, and each row's view in it. As wide as `width(_:)` or
/// `width(min:ideal:max:)` say, else flexible, sharing the width left with the other flexible
/// columns. A column made with a `value:` key path or `sortUsing:` a comparator is sortable
/// (`Sort` is its comparator's type): a table whose `sortOrder` starts with a comparator of that
/// key path, or with that comparator in either order, shows it as the column its rows are
/// sorted by. A `String` key path alone makes a sortable column too (SwiftUI also has an
/// unsortable one, which only the type of a table without `sortOrder` tells apart; here both
/// draw alike).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    private let label: Label
    private let content: (RowValue) -> Content
    private let sortKey: TableSortKey?
    private var width = TableColumnWidth.flexible

    /// A column titled by `label`, each row's view built by `content`, sorting by `sortKey`.
    init(label: Label, content: @escaping (RowValue) -> Content, sortKey: TableSortKey? = nil) {
        self.label = label
        self.content = content
        self.sortKey = sortKey
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
            width: width, sortKey: sortKey, title: { $0.resolve(label) }, cell: { row, resolver in resolver.resolve(content(row)) }))
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
