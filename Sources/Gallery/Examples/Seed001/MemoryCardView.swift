import ContainerUI

/// Seed 001: a `@ViewBuilder` function. Face up it builds three views (a `TupleView`), face
/// down one; the `if`/`else` becomes a `_ConditionalContent`.
struct MemoryCard {
    var text: String
    var isFaceUp: Bool
}

struct MemoryCardView: View {
    var card: MemoryCard

    var body: some View {
        ZStack {
            front(of: card)
        }
        .frame(width: 90, height: 126)
    }

    @ViewBuilder
    func front(of card: MemoryCard) -> some View {
        if card.isFaceUp {
            RoundedRectangle(cornerRadius: 10).fill(.white)
            RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
            Text(card.text).font(.largeTitle)
        } else {
            RoundedRectangle(cornerRadius: 10).fill(.orange)
        }
    }
}

struct MemoryCardsExample: View {
    var count = 4
    var isFaceUp = true

    var body: some View {
        HStack(spacing: 12) {
            ForEach(Array(["👻", "🎃", "🕷️", "🦇", "🍭", "🧙", "🙀", "💀"].prefix(count)), id: \.self) { emoji in
                MemoryCardView(card: MemoryCard(text: emoji, isFaceUp: isFaceUp))
            }
        }
        .foregroundStyle(.orange)
        .padding()
    }
}
