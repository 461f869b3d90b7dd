import Foundation

/// The shape `glassEffect(_:in:)` uses unless given one: a capsule.
public struct DefaultGlassEffectShape: Shape, CustomStringConvertible {
    /// The default glass shape.
    public init() {}
    /// The capsule outline.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
    public var description: String { "Capsule" }
}
