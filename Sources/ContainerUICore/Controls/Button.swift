/// What a button does, for styling.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    private let name: String
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// Deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    public var description: String { name }
}

/// A control that performs an action, with a label.
public struct Button<Label: View>: View {
    private let role: ButtonRole?
    private let label: Label

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
    }

    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.button(role: view.role, tint: resolver.environment.controlTint), children: label)
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
