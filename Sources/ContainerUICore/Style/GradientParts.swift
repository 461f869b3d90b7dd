import Foundation

/// What a radial, elliptical or angular gradient is made of: its colours, its centre and two
/// numbers (radii, radius fractions or angles in radians). Held by reference, 8 bytes in a shape
/// style instead of 48, as ``LinearGradient``'s parts are; compared by value.
final class GradientParts: Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let start: CGFloat
    let end: CGFloat

    init(_ gradient: Gradient, center: UnitPoint, start: CGFloat, end: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.start = start
        self.end = end
    }

    static func == (lhs: GradientParts, rhs: GradientParts) -> Bool {
        lhs === rhs || (lhs.gradient == rhs.gradient && lhs.center == rhs.center && lhs.start == rhs.start && lhs.end == rhs.end)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(gradient)
        hasher.combine(center)
        hasher.combine(start)
        hasher.combine(end)
    }

    /// `name(colours centre from→to)`, for descriptions.
    func describe(_ name: String, _ from: String, _ to: String) -> String {
        "\(name)(\(gradient.stops.map { "\($0.color)" }.joined(separator: ", ")) \(center) \(from)→\(to))"
    }
}
