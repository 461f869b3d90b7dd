import ContainerUI

/// How big a card on the board is.
public enum CardScale: Sendable {
    /// Boards with more than 15 cards.
    case small
    /// Everything else.
    case normal
}

/// A paper card pinned to the board; a rejected card's text is struck through.
public struct CardView<Content: View>: View {
    var scale: CardScale = .normal
    var isRejected = false
    @ViewBuilder var content: Content

    /// A card.
    public init(scale: CardScale = .normal, isRejected: Bool = false, @ViewBuilder content: () -> Content) {
        self.scale = scale
        self.isRejected = isRejected
        self.content = content()
    }

    public var body: some View {
        VStack(spacing: 4) { content }
            .font(scale == .small ? .footnote : .body)
            .foregroundStyle(isRejected ? Color.secondary : Color.primary)
            .strikethrough(isRejected)
            .padding(scale == .small ? 8 : 12)
            .frame(width: scale == .small ? 110 : 150)
            .background(Color.white, in: .rect(cornerRadius: 6))
            .shadow(color: .black.opacity(0.25), radius: 3, y: 2)
            .environment(\.colorScheme, .light)
    }
}
