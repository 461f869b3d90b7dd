/// A box grouping views under an optional label. In the automatic style the label is in the
/// headline font over the content, padded on a rounded, lightly filled background; a
/// ``GroupBoxStyle`` set with `groupBoxStyle(_:)` draws it otherwise.
public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// `content` in a box under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    /// The box in the environment's style: a user's style resolves its body, with the automatic
    /// style below it (so that `GroupBox(configuration)` inside it draws the standard box) while
    /// the label and content keep the user's style for the boxes inside them.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let style = resolver.environment[GroupBoxStyleKey.self]
        if let makeBody = style.makeBody {
            let configuration = GroupBoxStyleConfiguration(
                label: .init(content: AnyView(view.label.environmentWrite(style, for: GroupBoxStyleKey.self))),
                content: .init(content: AnyView(view.content.environmentWrite(style, for: GroupBoxStyleKey.self)))
            )
            resolver.resolve(makeBody(configuration).environmentWrite(GroupBoxStyleKey.defaultValue, for: GroupBoxStyleKey.self))
            return
        }
        resolver.resolve(GroupBoxLook(label: view.label, content: view.content))
    }
}

/// The automatic group box: the label in the headline font over the content, 8 points apart,
/// leading, padded by 16 points on a rounded, lightly filled background the width offered.
struct GroupBoxLook<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` in a box under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The label and content of a style's configuration in the standard box: how a custom style
    /// draws the default look around its own arrangement.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
