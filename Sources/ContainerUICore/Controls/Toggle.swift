/// A switch bound to a Boolean, with a label.
public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never

    /// The toggle in the environment's style: a user's style resolves its body, in the switch
    /// style (so that `Toggle(configuration)` inside it is the switch); otherwise the switch.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if let makeBody = resolver.environment[ToggleStyleKey.self].makeBody {
            let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(view.label)), isOn: view.isOn)
            resolver.resolve(makeBody(configuration).environmentWrite(ToggleStyleKey.defaultValue, for: ToggleStyleKey.self))
            return
        }
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.toggle(isOn: view.isOn.wrappedValue, tint: resolver.environment.controlTint, labelsHidden: resolver.environment.labelsHidden), children: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
