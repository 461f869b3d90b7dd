import ContainerUI

/// Seed 003: a `List` with two sections; the second hides its row separators.
struct SectionedSongList: View {
    var separators = "hidden"
    var otherSongCount = 4

    var otherSongs: [Song] { Array((Favorites.other + Favorites.generated(12, owner: "Other")).prefix(otherSongCount)) }

    var body: some View {
        List {
            Section("Favorite Songs") {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
                Text("Some Body Like View")
            }

            Section("Other Songs") {
                ForEach(otherSongs) { song in
                    Text(song.title)
                        .listRowSeparator(separators == "hidden" ? .hidden : .visible)
                }
            }
        }
    }
}
