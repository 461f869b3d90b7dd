/// How text fields are drawn: `.automatic` and `.plain` (the text alone, as iOS draws a field in
/// a form) or `.roundedBorder` (the text inset in a rounded, outlined box).
///
/// SwiftUI does not let apps write their own text field styles, and neither does ContainerUI:
/// the three built-in styles are the values.
public protocol TextFieldStyle {
    /// The look the style stands for.
    var _look: TextFieldLook { get }
}

/// The look of a text field, as the resolved tree records it.
public enum TextFieldLook: String, Hashable, Sendable {
    /// The text alone, one line tall.
    case plain
    /// The text inset by 7 × 6 points in a box with a hairline border and 5-point corners.
    case roundedBorder
}

/// The platform's default: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
    /// The default style.
    public init() {}
    public var _look: TextFieldLook { .plain }
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
    /// The plain style.
    public init() {}
    public var _look: TextFieldLook { .plain }
}

/// The text in a rounded, outlined box.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
    /// The rounded border style.
    public init() {}
    public var _look: TextFieldLook { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in a rounded, outlined box.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldLook.plain
}

extension View {
    /// Draws text fields and secure fields inside with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentWrite(style._look, for: TextFieldStyleKey.self)
    }
}
