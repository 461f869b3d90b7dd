import Foundation

/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux has none): a velocity
/// or a displacement in points.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector with both components zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The vector with both components zero.
    public static let zero = CGVector()
}
