import ContainerUI

/// A small notes app written exactly as for SwiftUI, to show that an `App` runs here: the
/// executable prints its window as an HTML document (`swift run notes-app --help`).
@main
struct NotesApp: App {
    @State private var library = NoteLibrary()

    var body: some Scene {
        WindowGroup("Notes") {
            NotesList()
                .environment(library)
        }
        .defaultSize(width: 390, height: 700)
        .commands {
            SidebarCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Note") { library.addNote() }
                    .keyboardShortcut("n")
            }
        }
        Settings {
            NotesSettings()
        }
    }
}
