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
///
/// Its parts are held in one shared reference, 8 bytes instead of 40: a shape style is as large
/// as its largest case, and backgrounds, overlays and borders hold one in every modifier of a
/// resolved tree, where gradients are far rarer than colours.
public struct LinearGradient: ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    /// The gradient and its points; replaced, never changed, when a copy sets one.
    private final class Parts: Sendable {
        let gradient: Gradient
        let startPoint: UnitPoint
        let endPoint: UnitPoint

        init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
            self.gradient = gradient
            self.startPoint = startPoint
            self.endPoint = endPoint
        }
    }

    private var parts: Parts

    /// The colours.
    public var gradient: Gradient {
        get { parts.gradient }
        set { parts = Parts(gradient: newValue, startPoint: startPoint, endPoint: endPoint) }
    }
    /// Where location 0 lies.
    public var startPoint: UnitPoint {
        get { parts.startPoint }
        set { parts = Parts(gradient: gradient, startPoint: newValue, endPoint: endPoint) }
    }
    /// Where location 1 lies.
    public var endPoint: UnitPoint {
        get { parts.endPoint }
        set { parts = Parts(gradient: gradient, startPoint: startPoint, endPoint: newValue) }
    }

    /// A gradient between two points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        parts = Parts(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func == (lhs: LinearGradient, rhs: LinearGradient) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.gradient == rhs.gradient && lhs.startPoint == rhs.startPoint && lhs.endPoint == rhs.endPoint)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(gradient)
        hasher.combine(startPoint)
        hasher.combine(endPoint)
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
