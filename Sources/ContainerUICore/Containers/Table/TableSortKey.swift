import Foundation

/// What a sort comparator sorts by, so that a table can tell which column its `sortOrder`'s
/// first comparator belongs to: a `KeyPathComparator`'s key path, whatever its order and its
/// comparator of values (a column's `value:` key path matches a comparator the app built from
/// the same key path with another comparator), and any other comparator itself in its forward
/// order (a column's `sortUsing:` prototype matches whichever way the app flipped it).
package enum TableSortKey: Hashable {
    /// A `KeyPathComparator`'s key path.
    case keyPath(AnyKeyPath)
    /// Another comparator, in its forward order.
    case comparator(AnyHashable)

    /// The key of `comparator`.
    package init<Comparator: SortComparator>(_ comparator: Comparator) {
        if let keyPathComparator = comparator as? KeyPathComparator<Comparator.Compared> {
            self = .keyPath(keyPathComparator.keyPath)
        } else {
            var forward = comparator
            forward.order = .forward
            self = .comparator(AnyHashable(forward))
        }
    }
}

/// The column a table's rows are sorted by: the key of its `sortOrder`'s first comparator and
/// that comparator's order.
package struct TableSortIndicator {
    /// What the first comparator sorts by.
    let key: TableSortKey
    /// Its order: forward is ascending.
    let order: SortOrder

    /// The indicator of `sortOrder`, or `nil` when it is empty.
    init?<Comparator: SortComparator>(_ sortOrder: [Comparator]) {
        guard let first = sortOrder.first else { return nil }
        key = TableSortKey(first)
        order = first.order
    }
}
