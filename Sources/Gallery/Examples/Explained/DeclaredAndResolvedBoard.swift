import ContainerUI

/// Declared versus resolved subviews: the content declares four views — three `Text`s and one
/// `ForEach` — but `ForEach(subviews:)` hands out one subview per resolved view, so Sam's nine
/// songs make twelve cards.
struct SongBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            ForEach(subviews: content) { subview in
                CardView {
                    subview
                }
            }
        }
        .padding(24)
        .background { BoardBackgroundView() }
    }
}

struct DeclaredAndResolvedExample: View {
    var samSongCount = 9

    var body: some View {
        SongBoard {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
            ForEach(Favorites.sam.prefix(samSongCount)) { song in
                Text(song.title)
            }
        }
    }
}
