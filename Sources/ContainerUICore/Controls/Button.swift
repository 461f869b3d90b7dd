/// What a button does, for styling.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// Deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    public var description: String { name }
}

/// A control that performs an action, with a label, drawn in the environment's button style.
public struct Button<Label: View>: View {
    private let role: ButtonRole?
    private let label: Label
    private let action: () -> Void
    /// The look of a button a primitive style made (`Button(configuration)`), which ignores the
    /// environment's style; `nil` for the environment's.
    private let look: AnyButtonStyle.Look?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
        self.action = action
        look = nil
    }

    public typealias Body = Never

    /// The button in the environment's style: a user's primitive style makes it; a user's label
    /// style draws the label of a button; the built-in looks draw the label in the tint
    /// (automatic, borderless), as it is (plain), or padded on a fill of the tint in the control
    /// size's font and the border shape (bordered: a light fill; prominent: white on the tint).
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let style = view.look.map(AnyButtonStyle.init(look:)) ?? resolver.environment[ButtonStyleKey.self]
        let label = ButtonStyleConfiguration.Label(content: AnyView(view.label))
        if let makeButton = style.makeButton {
            resolver.resolve(makeButton(PrimitiveButtonStyleConfiguration(label: label, role: view.role, action: view.action)))
            return
        }
        let tint = resolver.environment.controlTint
        let children: [ResolvedNode]
        if let makeLabel = style.makeLabel {
            children = resolver.collectContent { $0.resolve(makeLabel(ButtonStyleConfiguration(label: label, isPressed: false, role: view.role))) }
        } else if style.look.isBordered {
            children = resolver.collectContent { $0.resolve(bordered(label, look: style.look, tint: tint, role: view.role, environment: $0.environment)) }
        } else {
            children = resolver.collectContent { $0.resolve(view.label) }
        }
        resolver.emit(.button(role: view.role, tint: style.look == .plain ? .hierarchical(0) : tint), children: children)
    }

    /// The label padded on a fill of the tint (red for a destructive button), as iOS draws the
    /// bordered styles. The light fill is 12% of the tint, so that the tint's text colour keeps
    /// a contrast of 4.5:1 on it; the prominent fill is the tint's contrast variant, under which
    /// white text keeps 4.5:1 (iOS's own blue gives 4.0:1). The glass styles put the label, in
    /// the tint, on the style's glass, and the prominent one, in white, on glass tinted with the
    /// contrast variant; their automatic border shape is a capsule, as on iOS 26. Under
    /// `buttonSizing(.flexible)` the label's frame fills the width offered, centring it.
    private static func bordered(
        _ label: ButtonStyleConfiguration.Label, look: AnyButtonStyle.Look, tint: ResolvedShapeStyle?, role: ButtonRole?,
        environment: EnvironmentValues
    ) -> some View {
        let size = environment.controlSize
        let metrics = size.borderedMetrics
        let color: Color = if role == .destructive { .red } else if case .color(let color)? = tint { color } else { .accentColor }
        let prominent = look.isProminent
        let borderShape = environment[ButtonBorderShapeKey.self]
        let shape = borderShape == .automatic && !(look == .bordered || look == .borderedProminent)
            ? AnyShape(Capsule()) : borderShape.shape(for: size)
        let fill: ResolvedShapeStyle = switch look {
        case .glass(let glass): .glass(glass)
        case .glassProminent: .glass(Glass.regular.tint(color.fillUnderWhiteText))
        default: prominent ? .color(color.fillUnderWhiteText) : .color(color.opacity(0.12))
        }
        return label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : AnyShapeStyle(color))
            .font(environment.font ?? metrics.font)
            .modifier(FlexibleButtonLabel(isFlexible: environment.buttonSizing == .flexible))
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
            .node(.background(.style(fill, shape: shape)))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button of a primitive style's configuration, drawn in the default style: how a style
    /// makes a standard button.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(configuration, look: .automatic)
    }

    /// The button of `configuration` in a built-in `look`.
    init(_ configuration: PrimitiveButtonStyleConfiguration, look: AnyButtonStyle.Look) {
        role = configuration.role
        label = configuration.label
        action = configuration.action
        self.look = look
    }
}

extension Button where Label == Text {
    /// A button titled by a literal.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ContainerUICore.Label<Text, Image> {
    /// A button with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ContainerUICore.Label(titleKey, systemImage: systemImage) }
    }
}

/// The label of a bordered button under `buttonSizing(.flexible)`: its frame fills the width
/// offered; any other label is left as it is.
private struct FlexibleButtonLabel: ViewModifier {
    let isFlexible: Bool

    func body(content: Content) -> some View {
        if isFlexible { content.frame(maxWidth: .infinity) } else { content }
    }
}
