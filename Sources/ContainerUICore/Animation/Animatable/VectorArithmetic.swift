import Foundation

/// A value that can be interpolated: the `animatableData` of an ``Animatable`` type.
///
/// It adds scaling and a squared magnitude to `AdditiveArithmetic`, as SwiftUI's protocol does.
/// `Double`, `Float` and `CGFloat` conform, and so do ``AnimatablePair`` and
/// ``EmptyAnimatableData``.
///
/// ```swift
/// struct Ring: Shape {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves the value towards `other` by `amount` (0 stays, 1 arrives): `self + (other - self) * amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value moved towards `other` by `amount`: `self + (other - self) * amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}
