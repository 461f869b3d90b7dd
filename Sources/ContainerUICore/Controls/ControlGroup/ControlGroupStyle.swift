/// How control groups are drawn. The built-in styles are the values.
public protocol ControlGroupStyle {
    /// The look the style stands for.
    var _look: ControlGroupLook { get }
}

/// The look of a control group on iOS.
public enum ControlGroupLook: Hashable, Sendable {
    /// The controls in equal shares of one capsule on a light grey fill, hairlines between.
    case automatic
    /// The controls side by side, as in a toolbar.
    case navigation
    /// A closed menu of the controls, opened by the group's label.
    case menu
}

/// The platform's default: the capsule of controls on iOS.
public struct AutomaticControlGroupStyle: ControlGroupStyle, Sendable {
    /// The default style.
    public init() {}
    public var _look: ControlGroupLook { .automatic }
}

/// The controls side by side, as a navigation bar shows them.
public struct NavigationControlGroupStyle: ControlGroupStyle, Sendable {
    /// The navigation style.
    public init() {}
    public var _look: ControlGroupLook { .navigation }
}

/// The controls as a row of choices; outside a menu, iOS draws them side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle, Sendable {
    /// The palette style.
    public init() {}
    public var _look: ControlGroupLook { .navigation }
}

/// A menu of the controls.
public struct MenuControlGroupStyle: ControlGroupStyle, Sendable {
    /// The menu style.
    public init() {}
    public var _look: ControlGroupLook { .menu }
}

/// A compact menu of the controls, which a phone draws as a menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, Sendable {
    /// The compact menu style.
    public init() {}
    public var _look: ControlGroupLook { .menu }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The controls side by side.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row of choices.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu of the controls.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu of the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

private struct ControlGroupLookKey: EnvironmentKey {
    static let defaultValue = ControlGroupLook.automatic
}

extension EnvironmentValues {
    /// The look of control groups, as `controlGroupStyle(_:)` set it.
    package var controlGroupLook: ControlGroupLook {
        get { self[ControlGroupLookKey.self] }
        set { self[ControlGroupLookKey.self] = newValue }
    }
}

extension View {
    /// Draws control groups inside with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environmentWrite(style._look, for: ControlGroupLookKey.self)
    }
}
