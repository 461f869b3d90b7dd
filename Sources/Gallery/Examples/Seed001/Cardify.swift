import ContainerUI

/// Seed 001: a `ViewModifier` that turns any content into a card, face up or face down.
struct Cardify: ViewModifier {
    var isFaceUp: Bool

    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: 10).fill(.white)
                RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                Pie(startAngle: Angle.degrees(0 - 90), endAngle: Angle.degrees(110 - 90), clockwise: true)
                    .padding(5).opacity(0.4)
                content
            } else {
                RoundedRectangle(cornerRadius: 10).fill()
            }
        }
    }
}

extension View {
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

struct CardifyExample: View {
    var isFaceUp = true
    var count = 3

    var body: some View {
        HStack(spacing: 12) {
            ForEach(Array(["🍎", "🍋", "🍇", "🍉", "🥝", "🍒"].prefix(count)), id: \.self) { fruit in
                Text(fruit)
                    .font(.largeTitle)
                    .cardify(isFaceUp: isFaceUp)
                    .frame(width: 90, height: 126)
            }
        }
        .foregroundStyle(.red)
        .padding()
    }
}
