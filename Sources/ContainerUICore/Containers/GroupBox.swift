/// A box grouping views under an optional label. In the automatic style the label is in the
/// headline font over the content, padded on a rounded fill one background level above what it
/// stands on (nested boxes alternate, as on iOS); a
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
        let styled = resolver.resolveUserStyle(GroupBoxStyleKey.self) { keep in
            GroupBoxStyleConfiguration(label: .init(content: keep(view.label)), content: .init(content: keep(view.content)))
        }
        if styled { return }
        resolver.resolve(GroupBoxLook(label: view.label, content: view.content))
    }
}

/// The automatic group box: the label in the headline font over the content, 8 points apart,
/// leading, padded by 16 points on a rounded fill the width offered. The fill is the background
/// one level above what the box stands on, as iOS draws it, so that boxes inside boxes stay
/// visible: the secondary system background, inside it the tertiary, alternating further in;
/// among a grouped list's rows (a `Form`, an inset grouped list) the tertiary grouped background,
/// inside it the secondary grouped one. The level reaches the boxes inside through the
/// environment (``EnvironmentValues/groupBoxLevel``).
struct GroupBoxLook<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let level = resolver.environment.groupBoxLevel + 1
        let environment = resolver.environment
        let grouped = environment.isListContent && environment[ListStyleKey.self].isGrouped
        let fill: Color = switch (level % 2 == 1, grouped) {
        case (true, false): .secondaryBackground
        case (false, false): .tertiaryBackground
        case (true, true): .tertiaryGroupedBackground
        case (false, true): .secondaryGroupedBackground
        }
        resolver.resolve(
            VStack(alignment: .leading, spacing: 8) {
                view.label.font(.headline)
                view.content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(fill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            .environmentWrite(level, for: GroupBoxLevelKey.self)
        )
    }
}

struct GroupBoxLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How many automatic group boxes enclose the current position (a `List` starts again at 0,
    /// its rows being a background of their own): the level of a box's fill.
    package var groupBoxLevel: Int {
        get { self[GroupBoxLevelKey.self] }
        set { self[GroupBoxLevelKey.self] = newValue }
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
