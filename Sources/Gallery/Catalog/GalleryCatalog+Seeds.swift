import ContainerUI

extension GalleryCatalog {
    static let seedExamples: [GalleryExample] = [
        GalleryExample(
            id: "container-view", title: "ContainerView",
            summary: "The smallest generic container: @ViewBuilder content in a VStack with rounded corners.",
            topic: "Generic containers",
            parameters: [.integer("cornerRadius", "Corner radius", default: 16, in: 0...60)],
            sourceFile: "Examples/Seed000/ContainerView.swift"
        ) { ContainerViewExample(cornerRadius: CGFloat($0.int("cornerRadius"))) },
        GalleryExample(
            id: "surface-stack", title: "SurfaceStack",
            summary: "Like a VStack, but padded, filled and rounded: the pencil and the greeting.",
            topic: "Generic containers",
            parameters: [
                .integer("padding", "Padding", default: 16, in: 0...48),
                .integer("cornerRadius", "Corner radius", default: 14, in: 0...40),
                .choice("background", "Background", default: "gray", ["gray", "blue", "orange"]),
            ],
            sourceFile: "Examples/Seed000/SurfaceStack.swift"
        ) { SurfaceStackExample(padding: CGFloat($0.int("padding")), cornerRadius: CGFloat($0.int("cornerRadius")), background: $0.string("background")) },
        GalleryExample(
            id: "memory-cards", title: "@ViewBuilder functions",
            summary: "front(of:) builds three views face up and one face down, through if/else.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [.integer("count", "Cards", default: 4, in: 1...8), .boolean("faceUp", "Face up", default: true)],
            sourceFile: "Examples/Seed001/MemoryCardView.swift"
        ) { MemoryCardsExample(count: $0.int("count"), isFaceUp: $0.bool("faceUp")) },
        GalleryExample(
            id: "pie", title: "Pie",
            summary: "A Shape drawing Pac-Man: a wedge cut out, clockwise from 12 o'clock.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [.number("mouth", "Mouth (degrees)", default: 110, in: 0...180), .integer("size", "Size", default: 200, in: 40...320)],
            sourceFile: "Examples/Seed001/Pie.swift"
        ) { PieExample(mouth: $0.double("mouth"), size: CGFloat($0.int("size"))) },
        GalleryExample(
            id: "cardify", title: "Cardify",
            summary: "A ViewModifier that makes any content a card, face up or face down.",
            topic: "ViewBuilder, shapes and modifiers",
            parameters: [.boolean("faceUp", "Face up", default: true), .integer("count", "Cards", default: 3, in: 1...6)],
            sourceFile: "Examples/Seed001/Cardify.swift"
        ) { CardifyExample(isFaceUp: $0.bool("faceUp"), count: $0.int("count")) },
        GalleryExample(
            id: "playback-settings", title: "Playback settings",
            summary: "UIKit's settings screen as a StackView: rows of labels and switches, a slider, in dark.",
            topic: "StackView",
            parameters: [
                .choice("colorScheme", "Color scheme", default: "dark", ["dark", "light"]),
                .integer("spacing", "Spacing", default: 20, in: 0...40),
                .integer("margin", "Margins", default: 16, in: 0...40),
            ],
            sourceFile: "Examples/Seed002/PlaybackSettings.swift"
        ) { PlaybackSettings(colorScheme: $0.string("colorScheme") == "light" ? .light : .dark, spacing: CGFloat($0.int("spacing")), margin: CGFloat($0.int("margin"))) },
        GalleryExample(
            id: "song-list", title: "List: static, dynamic, mixed",
            summary: "A List of static rows, of data, or both: every ForEach element is a row.",
            topic: "Lists and sections",
            parameters: [
                .choice("content", "Content", default: "mixed", ["static", "dynamic", "mixed"]),
                .integer("otherSongs", "Other songs", default: 4, in: 0...16),
            ],
            sourceFile: "Examples/Seed003/SongList.swift"
        ) { SongList(content: $0.string("content"), otherSongCount: $0.int("otherSongs")) },
        GalleryExample(
            id: "sectioned-list", title: "List with sections",
            summary: "Two sections with headers; the second hides its row separators.",
            topic: "Lists and sections",
            parameters: [
                .choice("separators", "Other Songs' separators", default: "hidden", ["hidden", "visible"]),
                .integer("otherSongs", "Other songs", default: 4, in: 0...16),
            ],
            sourceFile: "Examples/Seed003/SectionedSongList.swift"
        ) { SectionedSongList(separators: $0.string("separators"), otherSongCount: $0.int("otherSongs")) },
        GalleryExample(
            id: "display-board", title: "Display board",
            summary: "Sections as columns of cards; rejected cards struck through by a container value. The board scrolls when wider or taller than the window.",
            topic: "Lists and sections",
            parameters: [
                .integer("extraCards", "Extra cards per section", default: 0, in: 0...40),
                .boolean("mattRejectsFirst", "Reject Matt's first card", default: true),
                .boolean("samHasDibs", "Reject Sam's dibs", default: true),
                .boolean("sommerRejected", "Reject Sommer's section", default: true),
            ],
            sourceFile: "DisplayBoard/FavoritesBoard.swift"
        ) { parameters in
            ScrollView([.horizontal, .vertical]) {
                FavoritesBoard(extraCards: parameters.int("extraCards"), mattRejectsFirst: parameters.bool("mattRejectsFirst"),
                               samHasDibs: parameters.bool("samHasDibs"), sommerRejected: parameters.bool("sommerRejected"))
            }
        },
        GalleryExample(
            id: "card", title: "Card",
            summary: "Content in a padded VStack on a rounded material with a shadow.",
            topic: "Decomposing content",
            parameters: [.boolean("showsName", "Show the second line", default: true)],
            sourceFile: "Examples/Seed004/Card.swift"
        ) { CardExample(showsName: $0.bool("showsName")) },
        GalleryExample(
            id: "carousel", title: "Carousel",
            summary: "One page per subview, as wide as the scroll view, snapping.",
            topic: "Decomposing content",
            parameters: [.integer("extraPages", "Extra pages", default: 0, in: 0...12)],
            sourceFile: "Examples/Seed004/Carousel.swift"
        ) { CarouselExample(extraPages: $0.int("extraPages")) },
        GalleryExample(
            id: "magazine", title: "Magazine",
            summary: "The first subview a third of the height; the rest in a snapping row.",
            topic: "Decomposing content",
            parameters: [.integer("extraPages", "Extra pages", default: 0, in: 0...12)],
            sourceFile: "Examples/Seed004/Magazine.swift"
        ) { MagazineExample(extraPages: $0.int("extraPages")) },
    ]
}
