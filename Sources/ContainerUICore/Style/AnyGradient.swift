import Foundation

/// A gradient as a shape style: what `Color.gradient` returns, and what
/// `.linearGradient(_:startPoint:endPoint:)` takes.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(.orange.gradient)
/// ```
///
/// Used as a style, it runs from top to bottom, as SwiftUI draws it.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    /// The colours.
    package let gradient: Gradient

    /// Wraps `gradient`.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The gradient as a shape style: a linear gradient from top to bottom.
    public var _resolvedStyle: ResolvedShapeStyle {
        .linearGradient(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
    }
}

extension Color {
    /// The colour's standard gradient, as SwiftUI draws `.blue.gradient`: a subtle vertical
    /// gradient from the colour lightened at the top to the colour itself at the bottom, in
    /// light and dark.
    ///
    /// The top is the colour mixed with white by ``standardGradientLightening``, 15%, chosen by
    /// eye against iOS's rendering (no iOS device here to measure it): as subtle as iOS's, and
    /// still visible on yellow and in dark mode. A system colour stays adaptive: its top stop is
    /// mixed in the page's colour scheme.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [lightened(by: Self.standardGradientLightening), self]))
    }

    /// How much white the top of a colour's standard gradient has.
    package static let standardGradientLightening = 0.15

    /// This colour mixed with white by `fraction`, at the same opacity; clear stays clear.
    package func lightened(by fraction: Double) -> Color {
        var copy = self
        func mix(_ value: Double) -> Double { value + (1 - value) * fraction }
        switch storage {
        case .system(let system):
            guard system.light.alpha > 0 else { return self }
            copy.storage = .lightened(system, by: fraction)
        case .lightened(let system, let previous):
            copy.storage = .lightened(system, by: 1 - (1 - previous) * (1 - fraction))
        case .rgb(let red, let green, let blue):
            copy.storage = .rgb(red: mix(red), green: mix(green), blue: mix(blue))
        case .displayP3(let red, let green, let blue):
            copy.storage = .displayP3(red: mix(red), green: mix(green), blue: mix(blue))
        case .mixed(let mix):
            copy.storage = .mixed(ColorMix(mix.first.lightened(by: fraction), mix.second.lightened(by: fraction),
                                           fraction: mix.fraction, perceptual: mix.perceptual))
        }
        return copy
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`'s colours between two points.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through explicit stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
