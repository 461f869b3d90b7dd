import ContainerUI

/// One note.
struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
    var isPinned = false
}

/// The notes the app shows, shared through the environment.
@Observable final class NoteLibrary {
    var notes = [
        Note(id: 1, title: "Groceries", body: "Oat milk, lemons, basil", isPinned: true),
        Note(id: 2, title: "Container views", body: "ForEach(subviews:) takes content apart"),
        Note(id: 3, title: "Ideas", body: "A board of pinned cards, scattered by a custom Layout"),
    ]

    /// Adds an empty note (the New Note menu command's action) after the others.
    func addNote() {
        notes.append(Note(id: (notes.map(\.id).max() ?? 0) + 1, title: "New Note", body: ""))
    }
}
