import Foundation

/// Colour stops along a line, from location 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, from 0 to 1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through evenly spaced colours.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

/// A linear gradient from a start point to an end point in unit space.
public struct LinearGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// The colours.
    public var gradient: Gradient
    /// Where location 0 lies.
    public var startPoint: UnitPoint
    /// Where location 1 lies.
    public var endPoint: UnitPoint

    /// A gradient between two points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient as a shape style.
    public var _resolvedStyle: ResolvedShapeStyle { .linearGradient(self) }

    public var description: String {
        "linearGradient(\(gradient.stops.map { "\($0.color)" }.joined(separator: ", ")) \(startPoint)→\(endPoint))"
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
