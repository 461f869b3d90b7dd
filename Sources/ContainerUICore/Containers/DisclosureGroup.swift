/// A label that shows or hides its content. In the automatic style, the label with a chevron at
/// the trailing edge, then the content while expanded; a ``DisclosureGroupStyle`` set with
/// `disclosureGroupStyle(_:)` draws it otherwise. Collapsed unless `isExpanded` says otherwise, as
/// in SwiftUI; a render is never tapped, so it stays as it is.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    private let isExpanded: Binding<Bool>

    /// A collapsed group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    /// A group expanded while `isExpanded` is `true`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public typealias Body = Never

    /// The group in the environment's style: a user's style resolves its body with the group's
    /// binding, with the automatic style below it, while the label and content keep the user's
    /// style for the groups inside them (an outline is styled all the way down).
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let style = resolver.environment[DisclosureGroupStyleKey.self]
        if let makeBody = style.makeBody {
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: AnyView(view.label.environmentWrite(style, for: DisclosureGroupStyleKey.self))),
                content: .init(content: AnyView(view.content.environmentWrite(style, for: DisclosureGroupStyleKey.self))),
                isExpanded: view.isExpanded
            )
            resolver.resolve(makeBody(configuration).environmentWrite(DisclosureGroupStyleKey.defaultValue, for: DisclosureGroupStyleKey.self))
            return
        }
        resolver.resolve(DisclosureGroupLook(label: view.label, content: view.content, isExpanded: view.isExpanded.wrappedValue))
    }
}

/// The automatic disclosure group: the label with a chevron (right while collapsed, down while
/// expanded) in the tint at the trailing edge, then the content while expanded, 8 points apart.
struct DisclosureGroupLook<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
            }
            if isExpanded {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A collapsed group under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group under a title, expanded while `isExpanded` is `true`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group under a title, expanded while `isExpanded` is `true`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
