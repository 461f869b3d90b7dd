import ContainerUI

extension ContainerValues {
    /// Whether a card on the display board was rejected; rejected cards are struck through.
    @Entry public var isDisplayBoardCardRejected: Bool = false
}

extension View {
    /// Marks this view's cards as rejected (or not) on a ``DisplayBoard``.
    public func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}
