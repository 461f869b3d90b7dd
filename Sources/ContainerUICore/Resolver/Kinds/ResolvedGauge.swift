/// The track or ring of a resolved `Gauge`: it fills its frame; the gauge's labels are ordinary
/// views the gauge's look places around it.
public struct ResolvedGauge: Equatable {
    /// Where the value lies between the bounds, from 0 to 1 (clamped, as SwiftUI clamps it).
    public var fraction: Double
    /// The built-in style that draws it.
    public var look: GaugeLook
    /// The environment's tint where the gauge was declared, or `nil` when none is set.
    public var tint: ResolvedShapeStyle?
}

/// How a built-in gauge style draws its track or ring.
public enum GaugeLook: String, Equatable, Sendable {
    /// A bar filled from the leading edge to the value (`.automatic` and `.linearCapacity` on iOS).
    case linearCapacity
    /// A bar with a marker at the value.
    case accessoryLinear
    /// A bar filled from the leading edge to the value, in the accessory size.
    case accessoryLinearCapacity
    /// An open ring, its gap at the bottom, with a marker at the value.
    case accessoryCircular
    /// A closed ring filled clockwise from the top to the value.
    case accessoryCircularCapacity

    /// Whether the look is a ring.
    public var isCircular: Bool {
        self == .accessoryCircular || self == .accessoryCircularCapacity
    }

    /// Whether the look marks the value rather than filling up to it.
    public var hasMarker: Bool {
        self == .accessoryLinear || self == .accessoryCircular
    }
}
