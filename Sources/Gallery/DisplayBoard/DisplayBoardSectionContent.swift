import ContainerUI

/// One column of the board: each resolved subview of the content becomes a card, small when
/// there are more than 15, struck through when its container value says it was rejected, tilted
/// as ``DisplayBoardCardLayout`` pins it.
public struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    /// A column of cards.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        DisplayBoardCardLayout {
            Group(subviews: content) { subviews in
                ForEach(subviews.indices) { index in
                    let subview = subviews[index]
                    CardView(
                        scale: (subviews.count > 15) ? .small : .normal,
                        isRejected: subview.containerValues.isDisplayBoardCardRejected
                    ) {
                        subview
                    }
                    .rotationEffect(DisplayBoardCardLayout.tilt(ofCard: index))
                }
            }
        }
    }
}
