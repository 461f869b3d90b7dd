import Foundation

/// A gradient in circles round a centre: location 0 at `startRadius` points from it, location 1
/// at `endRadius`, the last colour beyond.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
public struct RadialGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let parts: GradientParts

    /// The colours.
    public var gradient: Gradient { parts.gradient }
    /// The centre, in unit space of the filled shape.
    public var center: UnitPoint { parts.center }
    /// The radius of location 0, in points.
    public var startRadius: CGFloat { parts.start }
    /// The radius of location 1, in points.
    public var endRadius: CGFloat { parts.end }

    /// A gradient between two radii round `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        parts = GradientParts(gradient, center: center, start: startRadius, end: endRadius)
    }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .radialGradient(self) }

    public var description: String { parts.describe("radialGradient", "\(startRadius)", "\(endRadius)") }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient`'s colours (`.blue.gradient`).
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through explicit stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
