import ContainerUI
import Foundation

/// A settings screen as iOS apps write it: a navigation stack around a grouped list of links,
/// with a large title and toolbar buttons at both edges.
struct NavigationSample: View {
    @State private var isAirplaneModeOn = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle(isOn: $isAirplaneModeOn) { Label("Airplane Mode", systemImage: "airplane") }
                    NavigationLink {
                        Text("Networks")
                    } label: {
                        LabeledContent {
                            Text("Home")
                        } label: {
                            Label("Wi-Fi", systemImage: "wifi")
                        }
                    }
                    NavigationLink(value: "bluetooth") { Label("Bluetooth", systemImage: "bolt") }
                }
                Section("General") {
                    NavigationLink("About", value: "about")
                    NavigationLink("Keyboard", value: "keyboard")
                    NavigationLink("Language & Region", value: "language")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { } label: { Image(systemName: "magnifyingglass").accessibilityLabel("Search") }
                }
            }
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
}

/// A pushed screen of a path-bound stack: the back button titled by the root, an inline title, a
/// confirmation action, the bar's background asked for (the bar material), and a bottom toolbar.
struct NavigationPushedSample: View {
    @State private var path: [Int] = [3]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root, not drawn")
                .navigationTitle("Recipes")
                .navigationDestination(for: Int.self) { number in
                    ScrollView {
                        VStack(alignment: .leading, spacing: 12) {
                            Text("Recipe \(number)").font(.title2).bold()
                            Text("Whisk the eggs with the sugar until pale, then fold in the flour.")
                            NavigationLink("Ingredients", value: number * 10)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                    }
                    .navigationTitle("Recipe \(number)")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Previous") {}
                            Spacer()
                            Button("Next") {}
                        }
                    }
                    .toolbarBackground(.visible, for: .navigationBar)
                }
        }
    }
}

/// A mailbox as iOS 26 apps title it: a large title with a subtitle under it, over a plain list.
struct NavigationSubtitleSample: View {
    private let messages = [("Ana", "Lunch on Friday?"), ("Ben", "The slides, revised"), ("Chloé", "Tickets for Saturday")]

    var body: some View {
        NavigationStack {
            List(messages, id: \.0) { sender, subject in
                VStack(alignment: .leading) {
                    Text(sender).font(.headline)
                    Text(subject).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationSubtitle("\(messages.count) unread")
        }
    }
}

/// A photo library as iOS 26 apps title it: a large title with a `largeSubtitle` toolbar item
/// (a symbol and a line of text) under it, in place of the subtitle, over a grid.
struct NavigationLargeSubtitleSample: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)], spacing: 4) {
                    ForEach(0..<12) { index in
                        Color.blue.opacity(0.2 + 0.05 * Double(index)).aspectRatio(1, contentMode: .fit)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationSubtitle("Not drawn: the item takes its place")
            .toolbar {
                ToolbarItem(placement: .largeSubtitle) {
                    HStack(spacing: 4) {
                        Image(systemName: "checkmark.circle")
                        Text("Synced just now")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Select") {}
                }
            }
        }
    }
}

/// A split view in a regular size class: a sidebar searching its mailboxes, with the search
/// active, beside a detail with a toolbar button that shows its icon alone.
struct NavigationSplitSample: View {
    @State private var query = "rec"
    @State private var isSearching = true

    var body: some View {
        NavigationSplitView {
            List {
                Label("Receipts", systemImage: "envelope")
                Label("Recipes", systemImage: "bookmark")
            }
            .navigationTitle("Mailboxes")
            .searchable(text: $query, isPresented: $isSearching, prompt: "Mailboxes")
        } detail: {
            Text("No message selected")
                .foregroundStyle(.secondary)
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { Button("Compose", systemImage: "square.and.pencil") {} }
        }
        .environment(\.horizontalSizeClass, .regular)
    }
}
