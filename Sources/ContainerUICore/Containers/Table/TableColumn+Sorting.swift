import Foundation

/// Sortable columns of a key path: a table whose `sortOrder` starts with a `KeyPathComparator`
/// of the same key path shows the column as the one its rows are sorted by. `String` values
/// compare by `comparator`, `.lexical` unless given: the `.localizedStandard` comparator SwiftUI
/// defaults to is not in this toolchain's Foundation on Linux. The comparator is what SwiftUI
/// puts in the sort order when the column's header is tapped; a render is never tapped, so it
/// is not kept. As in SwiftUI, the table never sorts its rows itself: the app sorts them when
/// the sort order changes (`rows.sorted(using: sortOrder)`).
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column titled by a localized key showing each row's string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(titleKey), value: value)
    }

    /// A sortable column titled by a string showing each row's string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: Text(title), value: value)
    }

    /// A sortable column titled by a text showing each row's string at `value`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(label: text, value: value)
    }

    /// A column titled by a localized key, sortable by the string at `value`, each row's view
    /// built by `content`.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a string, sortable by the string at `value`, each row's view built by
    /// `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a text, sortable by the string at `value`, each row's view built by
    /// `content`.
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a localized key, sortable by the comparable value at `value`, each
    /// row's view built by `content`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a string, sortable by the comparable value at `value`, each row's view
    /// built by `content`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a text, sortable by the comparable value at `value`, each row's view
    /// built by `content`.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a localized key, sortable by the value at `value` as `comparator`
    /// orders it, each row's view built by `content`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(titleKey), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a string, sortable by the value at `value` as `comparator` orders it,
    /// each row's view built by `content`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(title), content: content, sortKey: .keyPath(value))
    }

    /// A column titled by a text, sortable by the value at `value` as `comparator` orders it,
    /// each row's view built by `content`.
    public init<V, C: SortComparator>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: text, content: content, sortKey: .keyPath(value))
    }

    /// A column showing each row's string at `value` verbatim, sortable by it.
    private init(label: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: label, content: { Text(verbatim: $0[keyPath: value]) }, sortKey: .keyPath(value))
    }
}

/// Columns sortable by a comparator of whole rows: a table whose `sortOrder` starts with the
/// same comparator, in either order, shows the column as the one its rows are sorted by.
extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
    /// A column titled by a localized key, sortable by `comparator`, each row's view built by
    /// `content`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content, sortKey: TableSortKey(comparator))
    }

    /// A column titled by a string, sortable by `comparator`, each row's view built by `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content, sortKey: TableSortKey(comparator))
    }

    /// A column titled by a text, sortable by `comparator`, each row's view built by `content`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content, sortKey: TableSortKey(comparator))
    }
}
