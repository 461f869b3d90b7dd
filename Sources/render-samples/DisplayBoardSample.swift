import ContainerUI
import Foundation

// Seed 003: the display board of WWDC24 "Demystify SwiftUI containers", with the app types the
// notes leave out (songs, cards, the card layout, backgrounds) written for a phone.

struct Song: Identifiable {
    let id: Int
    var title: String
    var samHasDibs = false
}

let songsFromSam: [Song] = ["Ambient Occlusion", "Bool Me Once", "Codable Crowd", "Dynamic Type Dreams", "Escaping Closure", "Float On"]
    .enumerated().map { Song(id: $0, title: $1, samHasDibs: $0 % 3 == 1) }
let songsFromSommer: [Song] = ["Lazy Stack", "Mutating Mood", "Nil Coalescing"].enumerated().map { Song(id: 100 + $0, title: $1) }

enum CardScale {
    case small, normal
}

struct CardView<Content: View>: View {
    var scale: CardScale = .normal
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        VStack { content }
            .strikethrough(isRejected)
            .padding(scale == .small ? 8 : 12)
            .frame(width: scale == .small ? 110 : 150)
            .background(Color.white, in: .rect(cornerRadius: 8))
            .shadow(color: .black.opacity(0.3), radius: 3, y: 2)
    }
}

/// Cards in rows of two, each row a little lower on its right, like pinned paper.
struct DisplayBoardCardLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = (subviews.count + 1) / 2
        return CGSize(width: 340, height: CGFloat(rows) * 110 + 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + 12 + CGFloat(index % 2) * 166
            let y = bounds.minY + 12 + CGFloat(index / 2) * 110 + CGFloat(index % 2) * 14
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        }
    }
}

struct BoardBackgroundView: View {
    var body: some View { Color.brown }
}

struct BoardSectionBackgroundView: View {
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(.white.opacity(0.2)) }
}

struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack { content }.font(.title2).padding().background(Color.yellow)
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
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    let values = subview.containerValues
                    CardView(
                        scale: (subviews.count > 15) ? .small : .normal,
                        isRejected: values.isDisplayBoardCardRejected
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
            ForEach(sections: content) { section in
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
        .padding(24)
        .background { BoardBackgroundView() }
    }
}

struct FavoritesBoard: View {
    var body: some View {
        ScrollView(.horizontal) {
            DisplayBoard {
                Section("Matt's Favorites") {
                    Text("Scrolling in the Deep")
                        .displayBoardCardRejected(true)
                    Text("Born to Build & Run")
                    Text("Some Body Like View")
                }
                Section("Sam's Favorites") {
                    ForEach(songsFromSam) { song in
                        Text(song.title)
                            .displayBoardCardRejected(song.samHasDibs)
                    }
                }
                Section("Sommer's Favorites") {
                    ForEach(songsFromSommer) { Text($0.title) }
                }
                .displayBoardCardRejected(true)
            }
        }
        .frame(maxHeight: .infinity)
        .background(Color.brown)
    }
}
