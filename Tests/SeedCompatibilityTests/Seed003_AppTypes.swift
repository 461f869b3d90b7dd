// The app's own types that seed 003 uses but does not show: songs, cards, the card layout and
// the board backgrounds.
import ContainerUI

struct Song: Identifiable {
    let id = UUID()
    var title: String
    var samHasDibs = false
}

let otherSongs: [Song] = [
    .init(title: "Cupertino Dreamin'"),
    .init(title: "They See Me Scrollin'"),
    .init(title: "A Whole View World"),
    .init(title: "Come as You Var"),
]

let songsFromSam: [Song] = [
    "Ambient Occlusion", "Bool Me Once", "Codable Crowd", "Dynamic Type Dreams", "Escaping Closure",
    "Float On", "Guard Let It Be", "Hashable Heart", "Inout and About",
].enumerated().map { Song(title: $1, samHasDibs: $0 % 3 == 1) }

let songsFromSommer: [Song] = ["Lazy Stack", "Mutating Mood", "Nil Coalescing", "Opaque Type"].map { Song(title: $0) }

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
            .padding(scale == .small ? 8 : 16)
            .frame(width: scale == .small ? 120 : 180)
            .background(Color.white, in: .rect(cornerRadius: 8))
    }
}

/// Cards in rows of three, each row a little lower than the last.
struct DisplayBoardCardLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = (subviews.count + 2) / 3
        return CGSize(width: 600, height: CGFloat(rows) * 120)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let point = CGPoint(x: bounds.minX + CGFloat(index % 3) * 200, y: bounds.minY + CGFloat(index / 3) * 120)
            subview.place(at: point, proposal: .unspecified)
        }
    }
}

struct DisplayBoardBackgroundView: View {
    var body: some View { Color.brown }
}

typealias BoardBackgroundView = DisplayBoardBackgroundView

struct BoardSectionBackgroundView: View {
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(.white.opacity(0.2)) }
}

struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack { content }.font(.title).padding().background(Color.yellow)
    }
}
