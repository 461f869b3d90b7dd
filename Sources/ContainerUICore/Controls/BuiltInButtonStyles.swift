import Foundation

/// A built-in button style: its look, which `Button` draws from the environment's tint, role,
/// control size and border shape.
protocol BuiltInButtonStyle {
    var look: AnyButtonStyle.Look { get }
}

extension BuiltInButtonStyle {
    /// The button of `configuration` in this look.
    func button(_ configuration: PrimitiveButtonStyleConfiguration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
        Button(configuration, look: look)
    }
}

/// The platform's default: on iOS, the label in the tint, without a border.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The default style.
    public init() {}
    var look: AnyButtonStyle.Look { .automatic }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// The label in the tint, without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The borderless style.
    public init() {}
    var look: AnyButtonStyle.Look { .automatic }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// The label as it is, in the primary style.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The plain style.
    public init() {}
    var look: AnyButtonStyle.Look { .plain }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// The label in the tint on a light fill of the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The bordered style.
    public init() {}
    var look: AnyButtonStyle.Look { .bordered }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// The label in white on a fill of the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The prominent bordered style.
    public init() {}
    var look: AnyButtonStyle.Look { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// iOS 26's glass button: the label in the tint on Liquid Glass, in a capsule unless a border
/// shape is set.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    private let glass: Glass
    /// The glass style, on regular glass.
    public init() { glass = .regular }
    /// The glass style on `glass` (`.clear`, or tinted).
    public init(_ glass: Glass) { self.glass = glass }
    var look: AnyButtonStyle.Look { .glass(glass) }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

/// iOS 26's prominent glass button: the label in white on glass tinted with the tint, in a
/// capsule unless a border shape is set.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle, Sendable {
    /// The prominent glass style.
    public init() {}
    var look: AnyButtonStyle.Look { .glassProminent }
    public func makeBody(configuration: Configuration) -> some View { button(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label in the tint on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// The label in the tint on `glass`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// The label in white on glass tinted with the tint.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a light fill of the tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on a fill of the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ControlSize {
    /// A bordered button's font when the environment sets none (`nil`: the body font), its
    /// padding and its corner radius, in points.
    var borderedMetrics: (font: Font?, vertical: CGFloat, horizontal: CGFloat, radius: CGFloat) {
        switch self {
        case .mini: (.footnote, 3, 8, 6)
        case .small: (.subheadline, 5, 10, 7)
        case .regular: (nil, 7, 14, 8)
        case .large: (nil, 14, 20, 12)
        case .extraLarge: (nil, 16, 24, 14)
        }
    }
}

extension ButtonBorderShape {
    /// The shape for a control of `size`.
    func shape(for size: ControlSize) -> AnyShape {
        switch kind {
        case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: size.borderedMetrics.radius, style: .continuous))
        case .roundedRectangle(let radius?): AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        }
    }
}
