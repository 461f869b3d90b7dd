import ContainerUI

/// Seed 003: a `List` with static content, data-driven content, or both. Each `ForEach`
/// element is a row of its own.
struct SongList: View {
    var content = "mixed"
    var otherSongCount = 4

    var otherSongs: [Song] { Array((Favorites.other + Favorites.generated(12, owner: "Other")).prefix(otherSongCount)) }

    var body: some View {
        switch content {
        case "static":
            List {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
                Text("Some Body Like View")
            }
        case "dynamic":
            List(otherSongs) { song in
                Text(song.title)
            }
        default:
            List {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
                Text("Some Body Like View")

                ForEach(otherSongs) { song in
                    Text(song.title)
                }
            }
        }
    }
}
