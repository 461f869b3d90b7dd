import ContainerUI
import Foundation

/// A media app's tab view written the iOS 13 way: views with `tabItem` and `tag`, more tabs than
/// a phone's bar holds (the fifth item is "More"), items made of a label, of an image and a
/// text, and of a text alone, badges from a count and a string, in a tint of the app's own.
struct TabsSample: View {
    @State private var selection = 2

    var body: some View {
        TabView(selection: $selection) {
            Text("Watch now").tabItem { Label("Watch Now", systemImage: "play.fill") }.tag(1)
            NavigationStack {
                List {
                    Text("Saved show")
                    Text("Another saved show")
                }
                .navigationTitle("Library")
            }
            .tabItem {
                Image(systemName: "book")
                Text("Library")
            }
            .tag(2)
            .badge(4)
            Text("Radio").tabItem { Label("Radio", systemImage: "music.note") }.tag(3).badge("Live")
            Text("Settings").tabItem { Text("Settings") }.tag(4)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(5)
            Text("Downloads").tabItem { Label("Downloads", systemImage: "square.and.arrow.down") }.tag(6)
        }
        .tint(.pink)
    }
}

/// Tabs from a `ForEach` drawn as pages: the scroller starts at the selected page, with dots
/// on their capsule.
struct PagedTabsSample: View {
    @State private var fruit = "Pears"

    var body: some View {
        TabView(selection: $fruit) {
            ForEach(["Apples", "Pears", "Plums"], id: \.self) { name in
                Tab(name, systemImage: "star", value: name) {
                    ZStack {
                        Color.orange
                        Text(name).font(.largeTitle).bold()
                    }
                }
            }
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// iOS 26's bottom accessory: a music app's now-playing bar above the tab bar, reading where it
/// is shown from the environment.
struct TabAccessorySample: View {
    var body: some View {
        TabView {
            Tab("Listen Now", systemImage: "music.note") {
                List {
                    Text("Recently played")
                    Text("Made for you")
                }
            }
            Tab("Library", systemImage: "music.note.list") { Text("Library") }
            Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Search") }
        }
        .tabViewBottomAccessory { NowPlayingBar() }
    }
}

/// The song playing, with its play and skip buttons; its title alone when inline.
private struct NowPlayingBar: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6).fill(.orange.gradient).frame(width: 32, height: 32)
            Text("Scrolling in the Deep").font(.subheadline).lineLimit(1)
            Spacer()
            if placement == .expanded {
                Button("Play", systemImage: "play.fill") {}.labelStyle(.iconOnly)
                Button("Next", systemImage: "forward.fill") {}.labelStyle(.iconOnly)
            }
        }
        .foregroundStyle(.primary)
    }
}
