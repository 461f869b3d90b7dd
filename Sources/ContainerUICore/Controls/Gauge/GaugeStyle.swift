/// How a ``Gauge`` is drawn: one of iOS's built-in styles or a user's style, whose
/// `makeBody(configuration:)` draws the gauge from its labels and value.
///
/// ```swift
/// struct RingGaugeStyle: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             Circle().stroke(.quaternary, lineWidth: 8)
///             configuration.currentValueLabel
///         }
///     }
/// }
/// ```
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge's labels and value.
    typealias Configuration = GaugeStyleConfiguration
    /// Draws the gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform's default: ``LinearCapacityGaugeStyle`` on iOS.
public struct DefaultGaugeStyle: GaugeStyle, Sendable {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeLookView(look: .linearCapacity, configuration: configuration) }
}

/// A bar filled in the tint from the leading edge to the value: the label above it, the bounds'
/// labels at its ends, the current value's label below it.
public struct LinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// The linear capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeLookView(look: .linearCapacity, configuration: configuration) }
}

/// The Lock Screen's bar with a marker at the value, laid out as ``LinearCapacityGaugeStyle``.
public struct AccessoryLinearGaugeStyle: GaugeStyle, Sendable {
    /// The accessory linear style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeLookView(look: .accessoryLinear, configuration: configuration) }
}

/// The Lock Screen's bar filled to the value, laid out as ``LinearCapacityGaugeStyle``.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, Sendable {
    /// The accessory linear capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLookView(look: .accessoryLinearCapacity, configuration: configuration)
    }
}

/// The Lock Screen's open ring with a marker at the value: the current value's label (else the
/// label) in the middle, the bounds' labels (else the label) in the gap at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle, Sendable {
    /// The accessory circular style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GaugeLookView(look: .accessoryCircular, configuration: configuration) }
}

/// The Lock Screen's closed ring filled clockwise from the top to the value, the current
/// value's label (else the label) in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, Sendable {
    /// The accessory circular capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeLookView(look: .accessoryCircularCapacity, configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: the linear capacity bar on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value, in the accessory size.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// The gauge style in the environment, as the body it makes. Sendable as the environment's
/// values must be: the closure only reads the style it holds.
struct AnyGaugeStyle: @unchecked Sendable {
    let makeBody: (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle())
}

extension View {
    /// Draws gauges inside with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentWrite(AnyGaugeStyle(style), for: GaugeStyleKey.self)
    }
}
