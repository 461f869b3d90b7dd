/// How menus are drawn. The built-in styles are the values.
public protocol MenuStyle {
    /// The look the style stands for.
    var _look: MenuLook { get }
}

/// The look of a closed menu.
public enum MenuLook: Hashable, Sendable {
    /// iOS's default: the label as a button in the environment's button style, which by default
    /// draws it in the tint.
    case automatic
    /// The label as a button in the environment's button style (`.bordered` and the others).
    case button
    /// The label in the tint, like a borderless button, whatever the button style.
    case borderlessButton
}

/// The platform's default menu style.
public struct DefaultMenuStyle: MenuStyle, Sendable {
    /// The default style.
    public init() {}
    public var _look: MenuLook { .automatic }
}

/// A menu drawn as a button in the environment's button style.
public struct ButtonMenuStyle: MenuStyle, Sendable {
    /// The button style.
    public init() {}
    public var _look: MenuLook { .button }
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
    /// The borderless button style.
    public init() {}
    public var _look: MenuLook { .borderlessButton }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button in the environment's button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

private struct MenuLookKey: EnvironmentKey {
    static let defaultValue = MenuLook.automatic
}

extension EnvironmentValues {
    /// The look of menus, as `menuStyle(_:)` set it.
    package var menuLook: MenuLook {
        get { self[MenuLookKey.self] }
        set { self[MenuLookKey.self] = newValue }
    }
}

extension View {
    /// Draws menus inside with `style`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environmentWrite(style._look, for: MenuLookKey.self)
    }
}
