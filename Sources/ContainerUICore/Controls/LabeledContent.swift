/// A value with its label: in the automatic style the label leading and the value trailing in
/// the secondary style, as in a settings row; a ``LabeledContentStyle`` set with
/// `labeledContentStyle(_:)` arranges them otherwise.
public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    /// The labelled content in the environment's style: a user's style resolves its body, with the
    /// automatic style below it (so that `LabeledContent(configuration)` inside it is drawn as
    /// standard); the automatic style is an `HStack` of the label, a spacer and the value, or in a
    /// columns form a grid row of the label, trailing in its column, and the value.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        // The parts are not kept in the style: labelled content inside them draws automatically.
        let styled = resolver.resolveUserStyle(LabeledContentStyleKey.self) { _ in
            LabeledContentStyleConfiguration(label: .init(content: AnyView(view.label)), content: .init(content: AnyView(view.content)))
        }
        if styled { return }
        if resolver.environment[LabeledContentStyleKey.self].inColumns {
            resolver.resolve(GridRow {
                view.label.gridColumnAlignment(.trailing)
                VStack(alignment: .leading) { view.content }
            })
            return
        }
        resolver.resolve(HStack {
            view.label
            Spacer()
            view.content.foregroundStyle(.secondary)
        })
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown as text, labelled with a title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value shown as text, labelled with a title.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown through a format style (`.currency(code:)`, `.percent`, `.dateTime`, ...),
    /// labelled with a title.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A value shown through a format style, labelled with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content of a style's configuration, drawn with the automatic style: how a
    /// custom style starts from the standard look.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
