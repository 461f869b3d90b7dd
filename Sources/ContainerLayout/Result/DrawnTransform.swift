import Foundation

/// An affine transform of drawn points, as CSS's `matrix(a, b, c, d, tx, ty)`: a point (x, y)
/// is drawn at (a·x + c·y + tx, b·x + d·y + ty). Render effects change where a view is drawn,
/// not its frame.
public struct DrawnTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform of CSS's `matrix(a, b, c, d, tx, ty)`.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that draws every point where it is.
    public static let identity = DrawnTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `x` and `y`.
    public static func translation(_ x: Double, _ y: Double) -> DrawnTransform {
        DrawnTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A clockwise turn (on screen, y down) by `degrees` around the origin.
    public static func rotation(degrees: Double) -> DrawnTransform {
        let radians = degrees * .pi / 180
        return DrawnTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians), tx: 0, ty: 0)
    }

    /// A scale by `x` and `y` around the origin.
    public static func scale(_ x: Double, _ y: Double) -> DrawnTransform {
        DrawnTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `other` applied first, then this one (CSS's order for `transform: this other`).
    public func concatenating(_ other: DrawnTransform) -> DrawnTransform {
        DrawnTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                       c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                       tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// Where `point` is drawn.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * Double(point.x) + c * Double(point.y) + tx, y: b * Double(point.x) + d * Double(point.y) + ty)
    }
}
