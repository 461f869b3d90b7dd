import ContainerUI

/// A field-notes app in a `NavigationSplitView`: folders in the sidebar, with a search field that
/// finds notes, the notes of a folder in the content column and one note in the detail.
/// Collapsed into a stack in a compact size class (a phone), side by side in a regular one.
struct SplitViewExample: View {
    var sizeClass: UserInterfaceSizeClass
    var threeColumns: Bool
    var style: String
    @State private var visibility: NavigationSplitViewVisibility
    @State private var compactColumn: NavigationSplitViewColumn
    @State private var query: String
    @State private var isSearching: Bool

    init(sizeClass: String = "compact", columns: String = "three", visibility: String = "automatic",
         compactColumn: String = "sidebar", style: String = "automatic", search: String = "nothing") {
        self.sizeClass = sizeClass == "regular" ? .regular : .compact
        threeColumns = columns == "three"
        self.style = style
        _visibility = State(initialValue: Self.visibility(named: visibility))
        _compactColumn = State(initialValue: Self.column(named: compactColumn))
        _query = State(initialValue: search == "nothing" ? "" : search)
        _isSearching = State(initialValue: search != "nothing")
    }

    var body: some View {
        styledSplitView.environment(\.horizontalSizeClass, sizeClass)
    }

    @ViewBuilder
    private var styledSplitView: some View {
        if style == "prominentDetail" {
            splitView.navigationSplitViewStyle(.prominentDetail)
        } else {
            splitView.navigationSplitViewStyle(.balanced)
        }
    }

    @ViewBuilder
    private var splitView: some View {
        if threeColumns {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
                FolderList(query: $query, isSearching: $isSearching)
            } content: {
                NoteList(folder: "Birds")
            } detail: {
                NoteDetail()
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
                FolderList(query: $query, isSearching: $isSearching)
            } detail: {
                NoteDetail()
            }
        }
    }

    private static func visibility(named name: String) -> NavigationSplitViewVisibility {
        switch name {
        case "all": .all
        case "doubleColumn": .doubleColumn
        case "detailOnly": .detailOnly
        default: .automatic
        }
    }

    private static func column(named name: String) -> NavigationSplitViewColumn {
        switch name {
        case "content": .content
        case "detail": .detail
        default: .sidebar
        }
    }
}

/// The sidebar: the notebook's folders, or while searching the notes whose titles match.
private struct FolderList: View {
    @Binding var query: String
    @Binding var isSearching: Bool

    var body: some View {
        FolderListContent(query: query)
            .navigationTitle("Field notes")
            .navigationSplitViewColumnWidth(260)
            .searchable(text: $query, isPresented: $isSearching, prompt: "Search notes")
    }
}

/// The folders, or the notes matching the query while the search is active.
private struct FolderListContent: View {
    var query: String
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        List {
            if isSearching {
                Section("Notes") {
                    ForEach(Note.all.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }) { note in
                        NoteRow(note: note)
                    }
                }
            } else {
                Section("Notebook") {
                    Label("Birds", systemImage: "binoculars").badge(12)
                    Label("Plants", systemImage: "tree").badge(7)
                    Label("Weather", systemImage: "cloud.sun")
                }
                Section("Shared") {
                    Label("Survey team", systemImage: "person.2")
                }
            }
        }
    }
}

/// A note of the notebook.
private struct Note: Identifiable {
    var title: String
    var date: String
    var id: String { title }

    static let all = [
        Note(title: "Heron at the weir", date: "Tuesday"),
        Note(title: "Kingfisher, two sightings", date: "Monday"),
        Note(title: "Swifts back over the church", date: "12 May"),
        Note(title: "Heron nest in the alders", date: "3 May"),
    ]
}

/// The content column: the notes of one folder.
private struct NoteList: View {
    var folder: String

    var body: some View {
        List(Note.all.prefix(3)) { note in
            NoteRow(note: note)
        }
        .listStyle(.plain)
        .navigationTitle(folder)
        .navigationSplitViewColumnWidth(min: 200, ideal: 240, max: 320)
    }
}

/// A note's title and date, as a row.
private struct NoteRow: View {
    var note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(note.title).font(.headline)
            Text(note.date).font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

/// The detail column: one note.
private struct NoteDetail: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Tuesday, 6:40 in the morning").font(.subheadline).foregroundStyle(.secondary)
                Text("A grey heron stood below the weir for twenty minutes, then took a fish and flew upstream.")
                Label("River path, north bank", systemImage: "mappin.and.ellipse")
                    .font(.callout)
                    .foregroundStyle(.tint)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .navigationTitle("Heron at the weir")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button("Share", systemImage: "square.and.arrow.up") {}
        }
    }
}
