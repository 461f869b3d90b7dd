/// The label of a ``ShareLink`` given none, or only a title: the title ("Share" by default)
/// beside the "square.and.arrow.up" symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(_ title: Text = Text("Share")) {
        self.title = title
    }

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
