/// Which columns of a `NavigationSplitView` show where there is room for columns (a regular
/// horizontal size class); a compact split view collapses into a stack whatever this says.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    package enum Kind: String, Hashable, Sendable, Codable {
        case automatic, all, doubleColumn, detailOnly
    }

    package let kind: Kind

    /// The split view's style decides: with `.balanced`, the sidebar and the detail of a two-column
    /// view, the content and the detail of a three-column one; with `.prominentDetail`, the
    /// detail alone.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The last two columns: the sidebar and the detail, or the content and the detail.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a `NavigationSplitView`, as its `preferredCompactColumn` binding names it.
public struct NavigationSplitViewColumn: Hashable, Sendable, Codable {
    package enum Kind: Int, Hashable, Sendable, Codable, Comparable {
        case sidebar, content, detail

        package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package let kind: Kind

    /// The first column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The last column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}
