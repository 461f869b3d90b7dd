import ContainerUI

/// One column of the board: each resolved subview of the content becomes a card, small when
/// there are more than 15, struck through when its container value says it was rejected.
public struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    /// A column of cards.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
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
