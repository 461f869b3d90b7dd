import Foundation

/// A timing curve from 0 to 1 over unit time: how an interpolation is paced, as in SwiftUI. The
/// curves here are cubic Bézier curves through (0, 0) and (1, 1), the same as CSS's
/// `cubic-bezier()`, so a page paces an effect exactly as ``value(at:)`` computes it.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point.
    public let startControlPoint: UnitPoint
    /// The second control point.
    public let endControlPoint: UnitPoint

    /// A cubic Bézier curve through (0, 0), the two control points and (1, 1); the control
    /// points' x values are clamped to 0...1, as SwiftUI and CSS require.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(startControlPoint: UnitPoint(x: min(max(startControlPoint.x, 0), 1), y: startControlPoint.y),
                  endControlPoint: UnitPoint(x: min(max(endControlPoint.x, 0), 1), y: endControlPoint.y))
    }

    /// Progress proportional to time.
    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly.
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly.
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The curve run backwards: its value at `t` is `1 - value(at: 1 - t)` of this one.
    public var inverse: UnitCurve {
        UnitCurve(startControlPoint: UnitPoint(x: 1 - endControlPoint.x, y: 1 - endControlPoint.y),
                  endControlPoint: UnitPoint(x: 1 - startControlPoint.x, y: 1 - startControlPoint.y))
    }

    /// The progress at `time` (clamped to 0...1): the curve's y where its x is `time`.
    public func value(at time: Double) -> Double {
        let x = min(max(time, 0), 1)
        if x == 0 || x == 1 { return x }
        let (x1, y1) = (Double(startControlPoint.x), Double(startControlPoint.y))
        let (x2, y2) = (Double(endControlPoint.x), Double(endControlPoint.y))
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            ((1 - 3 * p2 + 3 * p1) * t + (3 * p2 - 6 * p1)) * t * t + 3 * p1 * t
        }
        // x(t) rises from 0 to 1 with the control points' x in 0...1: bisect for x(t) = time.
        var (low, high, t) = (0.0, 1.0, x)
        for _ in 0..<60 {
            let current = coordinate(t, x1, x2)
            if current == x { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }

    /// `bezier(x1, y1, x2, y2)`.
    public var description: String {
        "bezier(\(Double(startControlPoint.x).short), \(Double(startControlPoint.y).short), \(Double(endControlPoint.x).short), \(Double(endControlPoint.y).short))"
    }
}
