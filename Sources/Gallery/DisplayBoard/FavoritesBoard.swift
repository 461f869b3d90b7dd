import ContainerUI

/// The board from the session: Matt's, Sam's and Sommer's favourites, with Matt's first card,
/// Sam's songs with dibs and Sommer's whole section rejected. The flags turn each rejection off;
/// `extraCards` adds generated songs to each section, for large boards (cards get small above 15).
public struct FavoritesBoard: View {
    var mattRejectsFirst: Bool
    var samHasDibs: Bool
    var sommerRejected: Bool
    /// The songs of each section after the session's own, made once as the board's model data
    /// (as an app would keep them), not on every evaluation of `body`.
    var mattExtra: [Song]
    var samSongs: [Song]
    var sommerSongs: [Song]

    /// The session's board, optionally with more cards in each section or fewer rejections.
    public init(extraCards: Int = 0, mattRejectsFirst: Bool = true, samHasDibs: Bool = true, sommerRejected: Bool = true) {
        mattExtra = Favorites.generated(extraCards, owner: "Matt")
        samSongs = Favorites.sam + Favorites.generated(extraCards, owner: "Sam")
        sommerSongs = Favorites.sommer + Favorites.generated(extraCards, owner: "Sommer")
        self.mattRejectsFirst = mattRejectsFirst
        self.samHasDibs = samHasDibs
        self.sommerRejected = sommerRejected
    }

    /// The board grown to about `cardCount` cards for benchmarks: the session's cards, plus
    /// generated songs shared out over the three sections.
    public init(cardCount: Int) {
        let sessionCards = 3 + Favorites.sam.count + Favorites.sommer.count
        self.init(extraCards: max(0, (cardCount - sessionCards) / 3))
    }

    public var body: some View {
        DisplayBoard {
            Section("Matt's Favorites") {
                Text("Scrolling in the Deep")
                    .displayBoardCardRejected(mattRejectsFirst)
                Text("Born to Build & Run")
                Text("Some Body Like View")
                ForEach(mattExtra) { Text($0.title) }
            }
            Section("Sam's Favorites") {
                ForEach(samSongs) { song in
                    Text(song.title)
                        .displayBoardCardRejected(samHasDibs && song.samHasDibs)
                }
            }
            Section("Sommer's Favorites") {
                ForEach(sommerSongs) { Text($0.title) }
            }
            .displayBoardCardRejected(sommerRejected)
        }
    }
}
