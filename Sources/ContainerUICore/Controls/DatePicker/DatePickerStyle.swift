/// How date pickers are drawn. The built-in styles are the values: SwiftUI does not let apps
/// write their own date picker styles, and neither does ContainerUI.
public protocol DatePickerStyle {
    /// The look the style stands for.
    var _look: DatePickerLook { get }
}

/// The look of a date picker, as iOS draws each style.
public enum DatePickerLook: String, Hashable, Sendable {
    /// The label, and the value in grey rounded capsules (iOS's default).
    case compact
    /// A month's calendar, the chosen day circled, and the time in a capsule below.
    case graphical
    /// A wheel a component, the chosen values in a band at its middle.
    case wheel
}

/// The platform's default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle, Sendable {
    /// The default style.
    public init() {}
    public var _look: DatePickerLook { .compact }
}

/// The label and the value in capsules that open a picker when tapped.
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    /// The compact style.
    public init() {}
    public var _look: DatePickerLook { .compact }
}

/// A calendar of the chosen month.
public struct GraphicalDatePickerStyle: DatePickerStyle, Sendable {
    /// The graphical style.
    public init() {}
    public var _look: DatePickerLook { .graphical }
}

/// Wheels of the components.
public struct WheelDatePickerStyle: DatePickerStyle, Sendable {
    /// The wheel style.
    public init() {}
    public var _look: DatePickerLook { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The label and the value in capsules.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar of the chosen month.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the components.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerLook.compact
}

extension View {
    /// Draws date pickers inside with `style`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environmentWrite(style._look, for: DatePickerStyleKey.self)
    }
}
