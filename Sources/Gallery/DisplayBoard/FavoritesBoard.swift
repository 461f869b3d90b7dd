import ContainerUI

/// The board from the session: Matt's, Sam's and Sommer's favourites, with Sommer's whole
/// section rejected. `extraCards` adds generated songs to each section, for large boards.
public struct FavoritesBoard: View {
    var extraCards: Int

    /// The session's board, optionally with more cards in each section.
    public init(extraCards: Int = 0) {
        self.extraCards = extraCards
    }

    public var body: some View {
        DisplayBoard {
            Section("Matt's Favorites") {
                Text("Scrolling in the Deep")
                    .displayBoardCardRejected(true)
                Text("Born to Build & Run")
                Text("Some Body Like View")
                ForEach(Favorites.generated(extraCards, owner: "Matt")) { Text($0.title) }
            }
            Section("Sam's Favorites") {
                ForEach(Favorites.sam + Favorites.generated(extraCards, owner: "Sam")) { song in
                    Text(song.title)
                        .displayBoardCardRejected(song.samHasDibs)
                }
            }
            Section("Sommer's Favorites") {
                ForEach(Favorites.sommer + Favorites.generated(extraCards, owner: "Sommer")) { Text($0.title) }
            }
            .displayBoardCardRejected(true)
        }
    }
}
