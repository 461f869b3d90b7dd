/// A scrolling list of rows in sections: each resolved subview of a section's content is a row;
/// a collapsed section (`Section(isExpanded:)`) shows its header alone.
/// Its content resolves with ``EnvironmentValues/isListContent`` set, for the chevrons of links,
/// and as the list's rows (``Resolver/collectsListRows``), where disclosure groups split into rows.
public struct List<SelectionValue: Hashable, Content: View>: View {
    private let content: Content

    /// A list of static, dynamic or mixed content.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with one row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per integer in a range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list whose rows may be selected, one at a time. A render is one frame on a phone
    /// outside edit mode, where iOS shows no selection, so the binding is not read.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose rows may be selected, several at a time; drawn as without selection (see
    /// ``init(selection:content:)-(Binding<SelectionValue?>?,_)``).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A selectable list with one row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row per identifiable element, several of which may be selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let saved = resolver.environment
        if !saved.isListContent { resolver.environment.isListContent = true }
        if saved.groupBoxLevel != 0 { resolver.environment.groupBoxLevel = 0 }
        var sections = resolver.collect { resolver in
            resolver.collectsListRows = true
            resolver.resolve(view.content)
        }.groupedIntoSections()
        resolver.environment = saved
        sections.setImplicitSectionMargins(saved.listSectionMargins)
        let style = saved[ListStyleKey.self]
        let list = ResolvedList(
            style: style, rowSpacing: saved[ListRowSpacingKey.self],
            sectionSpacing: saved[ListSectionSpacingKey.self], minRowHeight: saved.defaultMinListRowHeight,
            showsBackground: saved[ScrollContentBackgroundKey.self] != .hidden, isScrollEnabled: saved.isScrollEnabled,
            sectionIndexVisibility: saved[ListSectionIndexVisibilityKey.self])
        resolver.emit(.list(list), children: resolver.listSections(sections, style: style))
    }
}

extension [ResolvedNode] {
    /// Gives the implicit sections (content outside any `Section`) the section margins set
    /// around the list; explicit sections read theirs where they resolve.
    fileprivate mutating func setImplicitSectionMargins(_ margins: (margins: EdgeInsets, edges: Edge.Set)) {
        guard !margins.edges.isEmpty else { return }
        for index in indices {
            guard case .section(var info) = self[index].kind, info.isImplicit else { continue }
            info.margins = margins.margins
            info.marginEdges = margins.edges
            self[index].kind = .section(info)
        }
    }
}
