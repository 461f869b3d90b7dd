// Seed 003, notes on WWDC24 "Demystify SwiftUI containers": every stage of the display board,
// as written, with the beta labels (`subviewOf:`, `sectionOf:`, ...) and typos fixed where marked.
import ContainerUI
import Testing

struct StaticList: View {
    var body: some View {
        List {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
        }
    }
}

struct MixedList: View {
    @State var otherSongs: [Song] = [
        .init(title: "Cupertino Dreamin'"),
        .init(title: "They See Me Scrollin'"),
        .init(title: "A Whole View World"),
        .init(title: "Come as You Var")
    ]

    var body: some View {
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

struct DataList: View {
    var body: some View {
        List(otherSongs) { song in
            Text(song.title) // FIX: Text(song)
        }
    }
}

struct SectionedList: View {
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
                        .listRowSeparator(.hidden)
                }
            }
        }
    }
}

enum DataDrivenBoard {
    struct DisplayBoard<Data: RandomAccessCollection, Content: View>: View
        where Data.Element: Identifiable {
        var data: Data

        var content: (Data.Element) -> Content

        init(
            _ data: Data,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.content = content
        }

        var body: some View {
            DisplayBoardCardLayout {
                ForEach(data) { item in
                    CardView {
                        content(item)
                    }
                }
            }
            .padding(66)
            .background { DisplayBoardBackgroundView() }
        }
    }
}

enum SubviewBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
            DisplayBoardCardLayout {
                ForEach(subviewOf: content) { subview in // ✅ New API - ForEach(subviewOf:)
                    CardView {
                        subview
                    }
                }
            }
            .padding(66)
            .background { DisplayBoardBackgroundView() }
        }
    }
}

enum ScaledBoard {
    struct DisplayBoard<Content: View>: View {
        @ViewBuilder var content: Content

        var body: some View {
            DisplayBoardCardLayout {
                Group(subviewsOf: content) { subviews in
                    ForEach(subviews) { subview in
                        CardView(
                            scale: subviews.count > 15 ? .small : .normal
                        ) {
                            subview
                        }
                    }
                }
            }
            .background { BoardBackgroundView() }
        }
    }
}

extension ContainerValues {
    @Entry var isDisplayBoardCardRejected: Bool = false
}

extension View {
    func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            Group(subviewsOf: content) { subviews in
                ForEach(subviews) { subview in
                    let values = subview.containerValues // ✅ ContainerValue 읽기
                    CardView(
                        scale: (subviews.count > 15) ? .small : .normal,
                        isRejected: values.isDisplayBoardCardRejected // ✅ Flag 전달
                    ) {
                        subview
                    }
                }
            }
        }
    }
}

struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 80) {
            ForEach(sectionOf: content) { section in // ✅ iOS18 New API ForEach(sectionOf:)
                VStack(spacing: 20) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent {
                        section.content
                    }
                    .background { BoardSectionBackgroundView() }
                }
            }
        }
        .background { BoardBackgroundView() }
    }
}

struct FavoritesBoard: View {
    var body: some View {
        DisplayBoard {
            Section("Matt's Favorites") {
                Text("Scrolling in the Deep")
                    .displayBoardCardRejected(true) // ✅ ContainerValue 값 변경
                Text("Born to Build & Run")
                Text("Some Body Like View")
            }
            Section("Sam's Favorites") {
                ForEach(songsFromSam) { song in
                    Text(song.title)
                        .displayBoardCardRejected(song.samHasDibs) // ✅ ContainerValue 값 변경
                }
            }
            Section("Sommer's Favorites") {
                ForEach(songsFromSommer) { Text($0.title) } // FIX: `}}}` in the notes
            }
            .displayBoardCardRejected(true) // ✅ ContainerValue 값 변경
        }
    }
}

@Suite("Seed 003: Demystify SwiftUI containers")
struct Seed003Tests {
    @Test("Static, data-driven and mixed lists")
    func lists() {
        #expect(resolve(StaticList()).root.children[0].children.map(\.children.count) == [3])
        #expect(resolve(MixedList()).root.children[0].children.map(\.children.count) == [7])
        #expect(resolve(DataList()).root.children[0].children.map(\.children.count) == [4])
    }

    @Test("A list with sections and hidden separators")
    func sectionedList() {
        let list = resolve(SectionedList()).root.children[0]
        #expect(list.children.map(\.kind.summary) == ["Section(header: 1, footer: 0)", "Section(header: 1, footer: 0)"])
        #expect(list.children[1].children.dropFirst().allSatisfy { $0.modifiers.map(\.description) == ["listRowSeparator(hidden)"] })
    }

    @Test("Question 3: 4 declared, 12 resolved cards")
    func twelveCards() {
        let board = resolve(SubviewBoard.DisplayBoard {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body Like View")
            ForEach(songsFromSam) { song in
                Text(song.title)
            }
        })
        let layout = board.root.children[0]
        #expect(layout.kind.typeName == "DisplayBoardCardLayout")
        #expect(layout.children.count == 12)
        #expect(layout.modifiers.map(\.description) == ["padding(66)", "background(1 views)"])
    }

    @Test("The data-driven board makes one card per element")
    func dataDriven() {
        let board = resolve(DataDrivenBoard.DisplayBoard(otherSongs) { Text($0.title) })
        #expect(board.root.children[0].children.count == 4)
    }

    @Test("Cards get small above 15 subviews", arguments: [15, 16])
    func smallCards(count: Int) {
        let board = resolve(ScaledBoard.DisplayBoard { ForEach(0..<count) { Text("\($0)") } })
        let cards = board.root.children[0].children
        #expect(cards.count == count)
        let padding = count > 15 ? "padding(8)" : "padding(16)"
        #expect(cards.allSatisfy { $0.modifiers.map(\.description).contains(padding) })
    }

    @Test("Sections become columns with header cards; rejected cards are struck through")
    func favorites() {
        let board = resolve(FavoritesBoard()).root.children[0]
        #expect(board.kind.summary == "HStack(alignment: center, spacing: 80)")
        let columns = board.children
        #expect(columns.count == 3)
        #expect(columns.allSatisfy { $0.kind.summary == "VStack(alignment: center, spacing: 20)" && $0.children.count == 2 })
        #expect(columns.map { $0.children[0].children.first?.kind.summary } == [
            #"Text("Matt's Favorites")"#, #"Text("Sam's Favorites")"#, #"Text("Sommer's Favorites")"#,
        ])
        let rejected = columns.map { column in
            column.children[1].children.map { card in card.modifiers.contains { $0.description == "strikethrough" } }
        }
        #expect(rejected == [
            [true, false, false],
            songsFromSam.map(\.samHasDibs),
            [true, true, true, true],
        ])
    }

    @Test("A header card only when the section has a header")
    func noHeader() {
        let board = resolve(DisplayBoard { Text("loose"); Section("S") { Text("x") } }).root.children[0]
        #expect(board.children.map(\.children.count) == [1, 2])
    }
}
