import ContainerUI

/// The app's window: pinned notes first, then the rest, in an inset-grouped list.
struct NotesList: View {
    @Environment(NoteLibrary.self) private var library
    @AppStorage("notes.showsPreviews") private var showsPreviews = true

    var body: some View {
        NavigationStack {
            List {
                Section("Pinned") {
                    ForEach(library.notes.filter(\.isPinned)) { note in
                        NoteRow(note: note, showsPreview: showsPreviews)
                    }
                }
                Section("Notes") {
                    ForEach(library.notes.filter { !$0.isPinned }) { note in
                        NoteRow(note: note, showsPreview: showsPreviews)
                    }
                }
            }
            .navigationTitle("Notes")
            .navigationSubtitle("\(library.notes.count) notes")
        }
    }
}

/// A note's title, and the start of its text when previews are on.
struct NoteRow: View {
    var note: Note
    var showsPreview: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label(note.title, systemImage: note.isPinned ? "pin.fill" : "note.text")
                .font(.headline)
            if showsPreview {
                Text(note.body)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

#Preview("Notes") {
    NotesList()
        .environment(NoteLibrary())
}

#Preview("A row", traits: .sizeThatFitsLayout) {
    @Previewable @State var showsPreview = true
    NoteRow(note: Note(id: 9, title: "Draft", body: "Written in a preview"), showsPreview: showsPreview)
}
