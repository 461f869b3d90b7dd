import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
    /// How the track is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left after fixed tracks and spacing, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit into one flexible slot.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the track is sized.
    public var size: Size
    /// The space after this track, or `nil` for the default (8).
    public var spacing: CGFloat?
    /// How cells align in this track, or `nil` for the grid's alignment.
    public var alignment: Alignment?

    /// A grid track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    public var description: String {
        let size: String = switch self.size {
        case .fixed(let length): "fixed(\(length.shortDescription))"
        case .flexible(let minimum, let maximum): "flexible(\(minimum.shortDescription)...\(maximum == .infinity ? "∞" : maximum.shortDescription))"
        case .adaptive(let minimum, let maximum): "adaptive(\(minimum.shortDescription)...\(maximum == .infinity ? "∞" : maximum.shortDescription))"
        }
        return spacing.map { "\(size) +\($0.shortDescription)" } ?? size
    }
}
