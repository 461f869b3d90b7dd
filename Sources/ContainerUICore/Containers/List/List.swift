/// A scrolling list of rows in sections: each resolved subview of a section's content is a row;
/// a collapsed section (`Section(isExpanded:)`) shows its header alone.
/// Its content resolves with ``EnvironmentValues/isListContent`` set, for the chevrons of links,
/// and as the list's rows (``Resolver/collectsListRows``), where disclosure groups split into rows.
/// A list with a selection draws the rows whose tag (or `ForEach` element id) is selected
/// highlighted (see `List+Selection.swift`).
public struct List<SelectionValue: Hashable, Content: View>: View {
    private let content: Content
    /// The selected tags when the list has a selection binding, `nil` when it has none.
    private var selection: Set<AnyHashable>?

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

    /// A list whose rows may be selected, one at a time: the row tagged with the selection
    /// (`tag(_:)`, or a `ForEach` element's id) is drawn highlighted, as iOS draws a selected row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Self.selected(selection)
    }

    /// A list whose rows may be selected, several at a time: every row tagged with a selected
    /// value is drawn highlighted.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = Self.selected(selection)
    }

    /// A list with one row per identifiable element, one of which may be selected by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = Self.selected(selection)
    }

    /// A list with one row per identifiable element, several of which may be selected by their ids.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = Self.selected(selection)
    }

    /// A list with one row per element, identified by `id`, one of which may be selected by its
    /// id: `List(names, id: \.self, selection: $name) { Text($0) }`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = Self.selected(selection)
    }

    /// A list with one row per element, identified by `id`, several of which may be selected by
    /// their ids.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = Self.selected(selection)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let saved = resolver.environment
        if !saved.isListContent { resolver.environment.isListContent = true }
        if saved.groupBoxLevel != 0 { resolver.environment.groupBoxLevel = 0 }
        var rows = resolver.collect { resolver in
            resolver.collectsListRows = true
            // With a selection, `ForEach` rows are tagged with their ids, as a picker's options.
            let tagsElements = resolver.tagsElementsByID
            if view.selection != nil { resolver.tagsElementsByID = true }
            resolver.resolve(view.content)
            resolver.tagsElementsByID = tagsElements
        }
        if let selection = view.selection, !selection.isEmpty { resolver.highlightSelectedRows(&rows, selection: selection) }
        if resolver.environment[AlternatingRowBackgroundsKey.self].alternates { resolver.alternateRowBackgrounds(&rows) }
        var sections = rows.groupedIntoSections()
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
