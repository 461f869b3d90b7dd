import ContainerUI

/// The board from the session: Matt's, Sam's and Sommer's favourites, with Matt's first card,
/// Sam's songs with dibs and Sommer's whole section rejected. The flags turn each rejection off;
/// `extraCards` adds generated songs to each section, for large boards (cards get small above 15).
public struct FavoritesBoard: View {
    var extraCards: Int
    var mattRejectsFirst: Bool
    var samHasDibs: Bool
    var sommerRejected: Bool

    /// The session's board, optionally with more cards in each section or fewer rejections.
    public init(extraCards: Int = 0, mattRejectsFirst: Bool = true, samHasDibs: Bool = true, sommerRejected: Bool = true) {
        self.extraCards = extraCards
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
                ForEach(Favorites.generated(extraCards, owner: "Matt")) { Text($0.title) }
            }
            Section("Sam's Favorites") {
                ForEach(Favorites.sam + Favorites.generated(extraCards, owner: "Sam")) { song in
                    Text(song.title)
                        .displayBoardCardRejected(samHasDibs && song.samHasDibs)
                }
            }
            Section("Sommer's Favorites") {
                ForEach(Favorites.sommer + Favorites.generated(extraCards, owner: "Sommer")) { Text($0.title) }
            }
            .displayBoardCardRejected(sommerRejected)
        }
    }
}
