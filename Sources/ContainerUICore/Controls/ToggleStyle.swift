/// How a `Toggle` is drawn: the built-in switch (`.automatic`, `.switch`) or a user's style,
/// whose `makeBody(configuration:)` draws the label and state.
///
/// ```swift
/// struct CheckboxToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// Draws the toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` draws with.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// The toggle's state, for a style that changes it.
    @Binding public var isOn: Bool
}

/// The switch of iOS.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// The switch style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// The platform's default: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle, Sendable {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A button that shows its state: the label in the tint, on a light fill of the tint while on
/// (the bordered look), without one while off. It is a toggle button, pressed while on.
public struct ButtonToggleStyle: ToggleStyle, Sendable {
    /// The button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let button = Button(action: {}) { configuration.label }
            .accessibilityAddTraits(configuration.isOn ? [.isToggle, .isSelected] : .isToggle)
        if configuration.isOn {
            button.buttonStyle(.bordered)
        } else {
            button.buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in the environment: `nil` for the switch, or a user's style's body.
/// Sendable as the environment's values must be: the closure only reads the style it holds.
struct AnyToggleStyle: @unchecked Sendable {
    let makeBody: ((ToggleStyleConfiguration) -> AnyView)?

    init<S: ToggleStyle>(_ style: S) {
        makeBody = style is SwitchToggleStyle || style is DefaultToggleStyle ? nil : { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle(DefaultToggleStyle())
}

extension View {
    /// Draws toggles inside with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentWrite(AnyToggleStyle(style), for: ToggleStyleKey.self)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle of a style's configuration, drawn as the switch: how a custom style starts
    /// from the standard look.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
