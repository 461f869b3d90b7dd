/// The animatable data of a type with nothing to animate: the default `animatableData` of
/// ``Animatable``.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The empty value.
    @inlinable
    public init() {}

    /// The empty value.
    public static var zero: Self { Self() }

    /// The empty value.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }

    /// The empty value.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }

    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}

    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
