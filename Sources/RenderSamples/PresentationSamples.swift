import ContainerUI
import Foundation

/// A notes screen whose sheet is presented at the medium detent, with its own corner radius and
/// background, over the dimmed screen.
struct SheetSample: View {
    var body: some View {
        NoteScreen()
            .sheet(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Reminder").font(.headline)
                    Text("Tomorrow at 9:00")
                    Button("Change time") {}
                }
                .padding()
                .presentationDetents([.medium, .large])
                .presentationCornerRadius(20)
                .presentationBackground(.background)
                .interactiveDismissDisabled()
            }
    }
}

/// The same screen under an alert with three buttons (stacked, Cancel last) and a message.
struct AlertSample: View {
    var body: some View {
        NoteScreen()
            .alert("Unsaved changes", isPresented: .constant(true)) {
                Button("Save") {}
                Button("Cancel", role: .cancel) {}
                Button("Discard", role: .destructive) {}
            } message: {
                Text("Your edits to this note will be lost.")
            }
    }
}

/// The same screen under a confirmation dialog whose title shows, with the Cancel iOS adds.
struct DialogSample: View {
    var body: some View {
        NoteScreen()
            .confirmationDialog("Move note", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Archive") {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("Notes in the archive keep their reminders.")
            }
    }
}

/// Menus in each style and control groups in each style, all closed.
struct MenusSample: View {
    var body: some View {
        VStack(spacing: 16) {
            Menu("Sort") {
                Button("Name") {}
                Section("Order") {
                    Button("Ascending") {}
                    Button("Descending") {}
                }
                Divider()
                Menu("More") { Button("Size") {} }
            }
            Menu {
                Button("Duplicate") {}
            } label: {
                Label("Actions", systemImage: "ellipsis.circle")
            }
            .menuStyle(.button)
            .buttonStyle(.bordered)
            Menu("Add", systemImage: "plus") { Button("Note") {} }
            Menu("Reply") { Button("Reply all") {} } primaryAction: {}
            ControlGroup {
                Button("Bold") {}
                Button("Italic") {}
                Button("Underline") {}
            }
            ControlGroup("Text size") {
                Button("Smaller", systemImage: "minus") {}
                Button("Larger", systemImage: "plus") {}
            }
            .controlGroupStyle(.navigation)
            ControlGroup {
                Button("Copy") {}
                Button("Paste") {}
            } label: {
                Label("Edit", systemImage: "pencil")
            }
            .controlGroupStyle(.compactMenu)
        }
        .padding()
    }
}

/// The screen the presentations are presented over.
private struct NoteScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
                Text("Trip to Porto")
            }
            .navigationTitle("Notes")
        }
    }
}
