/// A form: on iOS a grouped list of sections of controls, and so here a `List` of its content.
public struct Form<Content: View>: View {
    private let content: Content

    /// A form of `content`, usually sections of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}
