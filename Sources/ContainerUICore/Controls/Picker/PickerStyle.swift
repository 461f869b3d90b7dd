/// How pickers are drawn. The built-in styles are the values: SwiftUI does not let apps write
/// their own picker styles, and neither does ContainerUI.
public protocol PickerStyle {
    /// The look the style stands for.
    var _look: PickerLook { get }
}

/// The look of a picker, as iOS draws each style.
public enum PickerLook: String, Hashable, Sendable {
    /// A button showing the chosen value and up-down chevrons in the tint; in a list, a row
    /// with the label and the value in grey.
    case menu
    /// Equal segments on a grey track, the chosen one raised.
    case segmented
    /// In a list, one row an option with a checkmark on the chosen one; elsewhere a wheel.
    case inline
    /// A wheel of options, the chosen one in a band at its middle.
    case wheel
    /// A row with the label, the value in grey and a chevron.
    case navigationLink
}

/// The platform's default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle, Sendable {
    /// The default style.
    public init() {}
    public var _look: PickerLook { .menu }
}

/// A menu of the options.
public struct MenuPickerStyle: PickerStyle, Sendable {
    /// The menu style.
    public init() {}
    public var _look: PickerLook { .menu }
}

/// Segments, one an option.
public struct SegmentedPickerStyle: PickerStyle, Sendable {
    /// The segmented style.
    public init() {}
    public var _look: PickerLook { .segmented }
}

/// The options inline: rows in a list.
public struct InlinePickerStyle: PickerStyle, Sendable {
    /// The inline style.
    public init() {}
    public var _look: PickerLook { .inline }
}

/// A wheel.
public struct WheelPickerStyle: PickerStyle, Sendable {
    /// The wheel style.
    public init() {}
    public var _look: PickerLook { .wheel }
}

/// A row that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle, Sendable {
    /// The navigation link style.
    public init() {}
    public var _look: PickerLook { .navigationLink }
}

/// The options as a row of choices; outside a menu, iOS draws them as segments.
public struct PalettePickerStyle: PickerStyle, Sendable {
    /// The palette style.
    public init() {}
    public var _look: PickerLook { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments, one an option.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of choices.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerLook.menu
}

extension View {
    /// Draws pickers inside with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentWrite(style._look, for: PickerStyleKey.self)
    }
}
