import ContainerUI
import Foundation
import Testing

/// Navigation code as SwiftUI apps write it compiles unchanged and draws its first frame.
@Suite struct NavigationSnippetTests {
    // A settings screen: a stack around a grouped list of links, some with icons and values.
    private struct SettingsView: View {
        @State private var isAirplaneModeOn = false

        var body: some View {
            NavigationStack {
                List {
                    Section {
                        Toggle(isOn: $isAirplaneModeOn) { Label("Airplane Mode", systemImage: "airplane") }
                        NavigationLink {
                            Text("Wi-Fi networks")
                        } label: {
                            LabeledContent {
                                Text("Home")
                            } label: {
                                Label("Wi-Fi", systemImage: "wifi")
                            }
                        }
                        NavigationLink(destination: Text("Bluetooth devices")) {
                            Label("Bluetooth", systemImage: "bolt")
                        }
                    }
                    Section("General") {
                        NavigationLink("About", destination: Text("About this phone"))
                        NavigationLink("Keyboard") { Text("Keyboards") }
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    // A list with a toolbar of buttons at several placements, inline title.
    private struct InboxView: View {
        let messages = ["Lunch?", "Invoice", "Photos"]

        var body: some View {
            NavigationStack {
                List(messages, id: \.self) { message in
                    NavigationLink(message, value: message)
                }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Filter") {}
                        Spacer()
                        Text("Updated just now").font(.caption)
                    }
                }
                .navigationDestination(for: String.self) { message in
                    Text(message).navigationTitle(message)
                }
            }
        }
    }

    // A stack bound to an array path, with typed destinations.
    private struct Park: Hashable, Identifiable {
        let id: Int
        let name: String
    }

    private struct ParksView: View {
        @State private var path: [Park]
        let parks = [Park(id: 1, name: "Yosemite"), Park(id: 2, name: "Zion")]

        init(path: [Park]) {
            _path = State(initialValue: path)
        }

        var body: some View {
            NavigationStack(path: $path) {
                List(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                .navigationTitle("Parks")
                .navigationDestination(for: Park.self) { park in
                    VStack {
                        Text(park.name).font(.title)
                        Button("Back to all parks") { path.removeAll() }
                    }
                    .navigationTitle(park.name)
                }
            }
        }
    }

    // A stack bound to a NavigationPath of mixed values, with a modal-style toolbar.
    private struct RecipesView: View {
        @State private var path = NavigationPath()
        @State private var isEditing = true

        init(showing values: [Int]) {
            var path = NavigationPath()
            for value in values { path.append(value) }
            _path = State(initialValue: path)
        }

        var body: some View {
            NavigationStack(path: $path) {
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(1..<4) { index in
                            NavigationLink(value: index) { Text("Recipe \(index)") }
                        }
                    }
                }
                .navigationTitle(Text("Recipes"))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                    ToolbarItem(placement: .principal) { Text("Editing").font(.headline) }
                    if isEditing {
                        ToolbarItem(placement: .primaryAction) { Button("Share", systemImage: "square.and.arrow.up") {} }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.orange, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .navigationDestination(for: Int.self) { index in
                    Text("Recipe \(index) steps")
                        .navigationTitle("Recipe \(index)")
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
    }

    // A custom toolbar content type, the view-builder toolbar and hidden bars.
    private struct EditorToolbar: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .navigationBarLeading) { Button("Close") {} }
            ToolbarItem(id: "bold", placement: .navigationBarTrailing) { Button("Bold") {} }
        }
    }

    private struct EditorView: View {
        @State private var showsPreview = false

        var body: some View {
            NavigationStack {
                TextSurface()
                    .toolbar { EditorToolbar() }
                    .toolbar { Button("Undo") {} }
                    .toolbar(.hidden, for: .bottomBar)
                    .toolbarTitleDisplayMode(.inlineLarge)
                    .navigationDestination(isPresented: $showsPreview) { Text("Preview") }
            }
        }
    }

    private struct TextSurface: View {
        var body: some View {
            Text("Once upon a time…").padding().navigationTitle("Draft")
        }
    }

    @available(*, deprecated)
    private struct LegacyView: View {
        var body: some View {
            NavigationView {
                List { NavigationLink("Old style", destination: Text("Detail")) }
                    .navigationBarTitle("Legacy", displayMode: .large)
                    .navigationBarItems(trailing: Button("Add") {})
            }
            .navigationViewStyle(.stack)
        }
    }

    @Test func settingsScreen() {
        let html = renderHTML(SettingsView())
        #expect(html.contains(">Settings<") && html.contains(">About<") && html.contains(">Keyboard<"))
        #expect(!html.contains("Wi-Fi networks") && !html.contains("About this phone"))
    }

    @Test func inboxWithToolbar() {
        let dump = resolve(InboxView()).root.dump()
        for text in ["Inbox", "Edit", "Filter", "Updated just now", "Lunch?", "Invoice"] { #expect(dump.contains("\"\(text)\"")) }
        #expect(dump.contains("systemName: \"square.and.pencil\""))
    }

    @Test func parksWithArrayPath() {
        #expect(!resolve(ParksView(path: [])).root.dump().contains("Back to all parks"))
        let pushed = resolve(ParksView(path: [Park(id: 2, name: "Zion")])).root.dump()
        #expect(pushed.contains("Text(\"Back to all parks\")") && pushed.contains("Text(\"Parks\")"))
        #expect(!pushed.contains("Yosemite"))
    }

    @Test func recipesWithNavigationPath() {
        let root = resolve(RecipesView(showing: [])).root.dump()
        for text in ["Recipes", "Cancel", "Save", "Editing", "Share", "Recipe 3"] { #expect(root.contains("\"\(text)\"")) }
        let pushed = resolve(RecipesView(showing: [3])).root.dump()
        #expect(pushed.contains("Text(\"Recipe 3 steps\")") && pushed.contains("Text(\"Recipes\")"))
    }

    @Test func editorWithCustomToolbarContent() {
        let dump = resolve(EditorView()).root.dump()
        for text in ["Close", "Bold", "Undo", "Draft", "Once upon a time…"] { #expect(dump.contains("\"\(text)\"")) }
        #expect(!dump.contains("Preview"))
    }

    @available(*, deprecated)
    @Test func legacyNavigationView() {
        let dump = resolve(LegacyView()).root.dump()
        for text in ["Legacy", "Add", "Old style"] { #expect(dump.contains("\"\(text)\"")) }
    }
}
