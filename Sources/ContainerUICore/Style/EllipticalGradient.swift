import Foundation

/// A gradient in ellipses round a centre, shaped like the filled shape's bounds: location 0 at
/// `startRadiusFraction` of its size from the centre, location 1 at `endRadiusFraction` (0.5
/// reaches the edges from the middle).
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue]))
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let parts: GradientParts

    /// The colours.
    public var gradient: Gradient { parts.gradient }
    /// The centre, in unit space of the filled shape.
    public var center: UnitPoint { parts.center }
    /// Where location 0 lies, as a fraction of the shape's width and height.
    public var startRadiusFraction: CGFloat { parts.start }
    /// Where location 1 lies, as a fraction of the shape's width and height.
    public var endRadiusFraction: CGFloat { parts.end }

    /// A gradient between two fractions of the bounds round `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        parts = GradientParts(gradient, center: center, start: startRadiusFraction, end: endRadiusFraction)
    }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The gradient as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .ellipticalGradient(self) }

    public var description: String { parts.describe("ellipticalGradient", "\(startRadiusFraction)", "\(endRadiusFraction)") }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `gradient`'s colours (`.blue.gradient`).
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of evenly spaced colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through explicit stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
