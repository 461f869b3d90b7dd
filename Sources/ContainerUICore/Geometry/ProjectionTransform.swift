import Foundation

/// A 3 × 3 projective transform of a view's drawing, as `projectionEffect(_:)` applies it: a
/// point `(x, y)` goes to `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)` with
/// `w = x·m13 + y·m23 + m33`.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1: the horizontal scale.
    public var m11: CGFloat = 1
    /// Row 1, column 2: the vertical shear.
    public var m12: CGFloat = 0
    /// Row 1, column 3: the horizontal perspective.
    public var m13: CGFloat = 0
    /// Row 2, column 1: the horizontal shear.
    public var m21: CGFloat = 0
    /// Row 2, column 2: the vertical scale.
    public var m22: CGFloat = 1
    /// Row 2, column 3: the vertical perspective.
    public var m23: CGFloat = 0
    /// Row 3, column 1: the horizontal translation.
    public var m31: CGFloat = 0
    /// Row 3, column 2: the vertical translation.
    public var m32: CGFloat = 0
    /// Row 3, column 3: the projective scale.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part, so that it is an affine transform.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }
}
