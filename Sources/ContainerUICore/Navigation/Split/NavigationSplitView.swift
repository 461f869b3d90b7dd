/// Two or three columns, each with its own navigation bar: a sidebar, an optional content
/// column and a detail.
///
/// As in SwiftUI, the horizontal size class decides how it draws. In a compact one (a phone, the
/// default here) the columns collapse into one navigation stack: the sidebar at its root, and
/// above it the columns up to `preferredCompactColumn`, each with a back button titled by the
/// column below. In a regular one (`.environment(\.horizontalSizeClass, .regular)`) the columns
/// stand side by side with a separator between them, as `columnVisibility` and the
/// `navigationSplitViewStyle` choose; the sidebar and the content take the width
/// `navigationSplitViewColumnWidth` asks for inside them (320 points unless set) and the
/// detail the rest.
///
/// ```swift
/// NavigationSplitView {
///     List(folders) { folder in Label(folder.name, systemImage: "folder") }
///         .navigationTitle("Folders")
/// } detail: {
///     NotesView()
/// }
/// ```
///
/// A render is a frame nobody taps: the collapsed stack does not push the detail when the
/// sidebar's list selection is set, only when `preferredCompactColumn` says so.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let visibility: NavigationSplitViewVisibility
    private let compactColumn: NavigationSplitViewColumn

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(.automatic, .sidebar, sidebar(), content(), detail())
    }

    /// A three-column split view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, .sidebar, sidebar(), content(), detail())
    }

    /// A three-column split view that shows `preferredCompactColumn` when collapsed.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(.automatic, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }

    /// A three-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), content(), detail())
    }

    private init(
        _ visibility: NavigationSplitViewVisibility, _ compactColumn: NavigationSplitViewColumn,
        _ sidebar: Sidebar, _ content: Content?, _ detail: Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.compactColumn = compactColumn
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Resolution hook; not meant to be called by users.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let saved = resolver.environment
        if saved.isListContent { resolver.environment.isListContent = false }
        var columns: [(NavigationSplitViewColumn.Kind, (inout Resolver) -> Void)] = [(.sidebar, { $0.resolve(view.sidebar) })]
        if let content = view.content { columns.append((.content, { $0.resolve(content) })) }
        columns.append((.detail, { $0.resolve(view.detail) }))
        if saved.horizontalSizeClass == .regular {
            let shown = visibleColumns(
                of: columns.map(\.0), visibility: view.visibility.kind, style: saved[NavigationSplitViewStyleKey.self])
            let screens = columns.enumerated().filter { shown.contains($0.element.0) }.map { index, column in
                (column.0, resolver.resolveScreen(at: index, column.1))
            }
            resolver.environment = saved
            resolver.resolve(SplitColumnsLayout(columns: screens))
        } else {
            var screens: [NavigationScreen] = []
            for (index, column) in columns.enumerated() where screens.isEmpty || column.0 <= view.compactColumn.kind {
                screens.append(resolver.resolveScreen(at: index, column.1))
            }
            resolver.environment = saved
            resolver.resolve(NavigationStackLayout(screens: screens))
        }
    }

    /// The columns a regular split view shows, in order.
    private static func visibleColumns(
        of columns: [NavigationSplitViewColumn.Kind], visibility: NavigationSplitViewVisibility.Kind,
        style: NavigationSplitViewStyleKind
    ) -> [NavigationSplitViewColumn.Kind] {
        switch visibility {
        case .all: return columns
        case .doubleColumn: return Array(columns.suffix(2))
        case .detailOnly: return [.detail]
        case .automatic: return style == .prominentDetail ? [.detail] : Array(columns.suffix(2))
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(.automatic, .sidebar, sidebar(), nil, detail())
    }

    /// A two-column split view whose visible columns are `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, .sidebar, sidebar(), nil, detail())
    }

    /// A two-column split view that shows `preferredCompactColumn` when collapsed.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(.automatic, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }

    /// A two-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility.wrappedValue, preferredCompactColumn.wrappedValue, sidebar(), nil, detail())
    }
}
