import Foundation

/// Controls that belong together, drawn as one: `ControlGroup { Button(...); Button(...) }`.
///
/// On iOS the automatic style draws the controls side by side in one 36-point capsule on the
/// light grey fill, as wide as it is offered, each control an equal share in the tint with
/// hairlines between them; `.navigation` and `.palette` draw them side by side without the
/// capsule, and `.menu` and `.compactMenu` as a closed ``Menu`` opened by the group's label (an
/// ellipsis when it has none). A titled group is a `group` named by its title.
public struct ControlGroup<Content: View>: View {
    private let items: AnyView
    private let label: AnyView?
    private let title: String?
    @Environment(\.controlGroupLook) private var look

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        items = AnyView(content())
        label = nil
        title = nil
    }

    /// A group of `content` with a `label`, which a menu style shows.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        items = AnyView(content())
        self.label = AnyView(label())
        title = nil
    }

    /// A group of `content` titled by a localized key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        items = AnyView(content())
        label = AnyView(Text(titleKey))
        title = titleKey.key
    }

    /// A group of `content` titled by a string.
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        items = AnyView(content())
        label = AnyView(Text(title))
        self.title = String(title)
    }

    /// A group of `content` labelled by a localized key and a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        items = AnyView(content())
        label = AnyView(Label(titleKey, systemImage: systemImage))
        title = titleKey.key
    }

    public var body: some View {
        switch look {
        case .automatic:
            named(capsule)
        case .navigation:
            named(HStack(spacing: 20) { items })
        case .menu:
            Menu(content: { items }, label: { label ?? AnyView(Image(systemName: "ellipsis.circle")) })
        }
    }

    /// The controls in equal shares of one capsule, hairlines between them.
    private var capsule: some View {
        HStack(spacing: 0) {
            Group(subviews: items.buttonStyle(.borderless)) { subviews in
                ForEach(subviews.indices, id: \.self) { index in
                    if index > 0 { Divider() }
                    subviews[index]
                        .padding(.horizontal, 12)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(height: 36)
        .background(Color.tertiaryFill, in: Capsule())
    }

    @ViewBuilder
    private func named<V: View>(_ group: V) -> some View {
        if let title { group.accessibilityLabel(title) } else { group }
    }
}

/// The type of a labelled ``ControlGroup``'s content, as in SwiftUI. The group keeps its
/// controls and label itself, so no value of this type is ever made.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    private init() {}

    public typealias Body = Never

    /// Resolution hook; no value exists to resolve.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {}
}
