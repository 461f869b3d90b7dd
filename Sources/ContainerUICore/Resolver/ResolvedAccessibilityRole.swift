import Foundation

/// What a view is to assistive technologies, where a view the package composes of others stands
/// for one of SwiftUI's own controls: a tab view's bar is a list of tabs over the selected tab's
/// panel, a presented sheet a modal dialog over inert content, a menu a button that opens one,
/// a share link a button that opens the share sheet, a table in a regular size class a table
/// of rows of column headers and cells.
/// The HTML renderer writes it as the ARIA role and states.
public enum ResolvedAccessibilityRole: Hashable, Sendable, CustomStringConvertible {
    /// A row of tabs: a tab bar.
    case tabList
    /// One tab of a tab list; `isSelected` for the one whose content shows.
    case tab(isSelected: Bool)
    /// The content of the selected tab.
    case tabPanel
    /// A presented sheet, cover or popover (`isAlert` false), or an alert or confirmation dialog
    /// (`isAlert` true): a modal dialog, named by its accessibility label. A sheet or popover
    /// `isElevated`: as on iOS, its content is drawn on the elevated level, whose dark
    /// backgrounds are lighter than the base level's black, so that it stands out from what it
    /// covers.
    case dialog(isAlert: Bool, isElevated: Bool = false)
    /// What a modal presentation covers: out of reach of pointer, keyboard and assistive
    /// technologies while the presentation shows.
    case inert
    /// The elements an `accessibilityRepresentation` gives assistive technologies in place of
    /// the view it is laid over: not drawn, except while the keyboard focus is inside.
    case representation
    /// A button that opens a menu, which is closed.
    case menuButton
    /// A `ShareLink`: a button that opens the share sheet, which is closed, for `content`.
    case shareButton(ShareContent)
    /// A `Table` showing its columns (a regular size class): rows of cells under a header row.
    case table
    /// A row of a table: its header row or a row of cells.
    case tableRow
    /// A column's title in a table's header row; `sortOrder` is the order of the rows for the
    /// column they are sorted by (`.forward` ascending), `nil` for the other columns.
    case columnHeader(sortOrder: SortOrder?)
    /// A cell of a table's row.
    case tableCell

    public var description: String {
        switch self {
        case .tabList: "tabList"
        case .tab(let isSelected): isSelected ? "tab, selected" : "tab"
        case .tabPanel: "tabPanel"
        case .dialog(let isAlert, _): isAlert ? "alertDialog" : "dialog"
        case .inert: "inert"
        case .representation: "representation"
        case .menuButton: "menuButton"
        case .shareButton(let content): "shareButton(\(content))"
        case .table: "table"
        case .tableRow: "tableRow"
        case .columnHeader(let order?): order == .forward ? "columnHeader, ascending" : "columnHeader, descending"
        case .columnHeader(nil): "columnHeader"
        case .tableCell: "tableCell"
        }
    }
}

extension View {
    /// Gives each resolved member of this view `role` for assistive technologies.
    @inline(__always)
    @inlinable
    package func accessibilityRole(_ role: ResolvedAccessibilityRole) -> some View {
        node(.accessibilityRole(role))
    }
}
