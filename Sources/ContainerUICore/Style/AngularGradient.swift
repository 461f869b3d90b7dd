import Foundation

/// A gradient round a centre, by angle: location 0 at `startAngle`, location 1 at `endAngle`
/// (0 points right, angles grow clockwise, as SwiftUI measures them). Equal angles make one
/// whole turn from that angle, as a colour wheel needs.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let parts: GradientParts

    /// The colours.
    public var gradient: Gradient { parts.gradient }
    /// The centre, in unit space of the filled shape.
    public var center: UnitPoint { parts.center }
    /// Where location 0 lies.
    public var startAngle: Angle { .radians(Double(parts.start)) }
    /// Where location 1 lies.
    public var endAngle: Angle { .radians(Double(parts.end)) }

    /// A gradient from `startAngle` to `endAngle` round `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        parts = GradientParts(gradient, center: center, start: CGFloat(startAngle.radians), end: CGFloat(endAngle.radians))
    }

    /// A gradient of evenly spaced colours from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through explicit stops from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A whole turn of evenly spaced colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A whole turn through explicit stops starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The angle location 1 lies at, at most one turn past the start: a whole turn when the two
    /// angles are equal.
    public var sweep: Angle {
        let turn = parts.end - parts.start
        return .radians(Double(turn == 0 ? 2 * .pi : min(turn, 2 * .pi)))
    }

    /// The gradient as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .angularGradient(self) }

    public var description: String { parts.describe("angularGradient", "\(startAngle)", "\(endAngle)") }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `gradient`'s colours (`.blue.gradient`).
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through explicit stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` from `angle` (a conic gradient).
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A whole turn of `gradient`'s colours from `angle` (`.blue.gradient`).
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }

    /// A whole turn of evenly spaced colours from `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A whole turn through explicit stops from `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
