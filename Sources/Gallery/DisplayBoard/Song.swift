/// A song on the display board.
public struct Song: Identifiable, Hashable, Sendable {
    /// A stable identity: the owner's name and the song's position in their list.
    public let id: String
    /// The title.
    public var title: String
    /// Whether Sam has called dibs on it (it is rejected for the playlist).
    public var samHasDibs: Bool

    /// A song.
    public init(id: String, title: String, samHasDibs: Bool = false) {
        self.id = id
        self.title = title
        self.samHasDibs = samHasDibs
    }
}

/// The favourites from the WWDC24 session: Matt's three, Sam's nine (some with dibs), Sommer's four.
public enum Favorites {
    /// Matt's favourites.
    public static let matt = ["Scrolling in the Deep", "Born to Build & Run", "Some Body Like View"]

    /// Sam's favourites: every third one, from the second, has dibs.
    public static let sam: [Song] = [
        "Ambient Occlusion", "Bool Me Once", "Codable Crowd", "Dynamic Type Dreams", "Escaping Closure",
        "Float On", "Guard Let It Be", "Hashable Heart", "Inout and About",
    ].enumerated().map { Song(id: "sam-\($0)", title: $1, samHasDibs: $0 % 3 == 1) }

    /// Sommer's favourites.
    public static let sommer: [Song] = ["Lazy Stack", "Mutating Mood", "Nil Coalescing", "Opaque Type"]
        .enumerated().map { Song(id: "sommer-\($0)", title: $1) }

    /// The other songs of the session's lists.
    public static let other: [Song] = ["Cupertino Dreamin'", "They See Me Scrollin'", "A Whole View World", "Come as You Var"]
        .enumerated().map { Song(id: "other-\($0)", title: $1) }

    /// `count` generated songs, for large boards.
    public static func generated(_ count: Int, owner: String) -> [Song] {
        (0..<max(count, 0)).map { Song(id: "\(owner)-\($0)", title: "\(owner) song \($0 + 1)", samHasDibs: $0 % 7 == 3) }
    }
}
