import ContainerUI

/// A field-notes app in a `NavigationSplitView`: folders in the sidebar, the notes of a folder in
/// the content column and one note in the detail. Collapsed into a stack in a compact size class
/// (a phone), side by side in a regular one.
struct SplitViewExample: View {
    var sizeClass: UserInterfaceSizeClass
    var threeColumns: Bool
    var style: String
    @State private var visibility: NavigationSplitViewVisibility
    @State private var compactColumn: NavigationSplitViewColumn

    init(sizeClass: String = "compact", columns: String = "three", visibility: String = "automatic",
         compactColumn: String = "sidebar", style: String = "automatic") {
        self.sizeClass = sizeClass == "regular" ? .regular : .compact
        threeColumns = columns == "three"
        self.style = style
        _visibility = State(initialValue: Self.visibility(named: visibility))
        _compactColumn = State(initialValue: Self.column(named: compactColumn))
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
                FolderList()
            } content: {
                NoteList(folder: "Birds")
            } detail: {
                NoteDetail()
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
                FolderList()
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

/// The sidebar: the notebook's folders.
private struct FolderList: View {
    var body: some View {
        List {
            Section("Notebook") {
                Label("Birds", systemImage: "binoculars").badge(12)
                Label("Plants", systemImage: "tree").badge(7)
                Label("Weather", systemImage: "cloud.sun")
            }
            Section("Shared") {
                Label("Survey team", systemImage: "person.2")
            }
        }
        .navigationTitle("Field notes")
        .navigationSplitViewColumnWidth(260)
    }
}

/// The content column: the notes of one folder.
private struct NoteList: View {
    var folder: String

    var body: some View {
        List {
            NoteRow(title: "Heron at the weir", date: "Tuesday")
            NoteRow(title: "Kingfisher, two sightings", date: "Monday")
            NoteRow(title: "Swifts back over the church", date: "12 May")
        }
        .listStyle(.plain)
        .navigationTitle(folder)
        .navigationSplitViewColumnWidth(min: 200, ideal: 240, max: 320)
    }
}

/// A note's title and date, as a row of the content column.
private struct NoteRow: View {
    var title: String
    var date: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.headline)
            Text(date).font(.subheadline).foregroundStyle(.secondary)
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
