import ContainerUI

/// Every example of the gallery, in the order the index shows them.
public enum GalleryCatalog {
    /// The examples.
    public static let examples: [GalleryExample] = [
        GalleryExample(
            id: "display-board",
            title: "Display board",
            summary: "Sections as columns of cards; rejected cards struck through by a container value.",
            topic: "Sections and container values",
            makeView: { AnyView(FavoritesBoard()) }
        ),
    ]

    /// The example with `id`, if any.
    public static func example(id: String) -> GalleryExample? {
        examples.first { $0.id == id }
    }

    /// The topics, in order of first appearance.
    public static var topics: [String] {
        var seen: Set<String> = []
        return examples.map(\.topic).filter { seen.insert($0).inserted }
    }
}
