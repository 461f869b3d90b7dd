import ContainerUI

/// A music library's sidebar: its sections collapse. Each `Section(isExpanded:)` is expanded while
/// its binding is `true`; in the sidebar style its header is prominent and ends in a chevron,
/// down while expanded and right while collapsed, and a collapsed section shows its header
/// alone. The sidebar makes a section without a binding collapsible too ("Downloads", which
/// starts expanded). In the inset grouped style a collapsed section is also its header alone,
/// but no chevron is drawn: SwiftUI offers no control to expand it there.
struct CollapsibleSectionsExample: View {
    var isSidebar: Bool
    @State private var libraryExpanded: Bool
    @State private var playlistsExpanded: Bool

    init(style: String = "sidebar", library: Bool = true, playlists: Bool = false) {
        isSidebar = style == "sidebar"
        _libraryExpanded = State(initialValue: library)
        _playlistsExpanded = State(initialValue: playlists)
    }

    var body: some View {
        if isSidebar {
            library.listStyle(.sidebar)
        } else {
            library.listStyle(.insetGrouped)
        }
    }

    private var library: some View {
        List {
            Section(isExpanded: $libraryExpanded) {
                Label("Recently Added", systemImage: "clock")
                Label("Artists", systemImage: "person")
                Label("Albums", systemImage: "square.grid.2x2")
                Label("Songs", systemImage: "music.note")
            } header: {
                Text("Library")
            }
            Section("Playlists", isExpanded: $playlistsExpanded) {
                ForEach(["Road trip", "Quiet mornings", "Running"], id: \.self) { name in
                    Label(name, systemImage: "music.note.list")
                }
            }
            Section("Downloads") {
                Label("Downloaded music", systemImage: "square.and.arrow.down")
            }
        }
    }
}
