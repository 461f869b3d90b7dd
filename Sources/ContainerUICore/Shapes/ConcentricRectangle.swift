import Foundation

/// A rectangle whose corners are concentric with the container's shape (`containerShape(_:)`):
/// each corner's radius is the container's corner radius less the view's distance from the
/// container, never below 0 or a corner's minimum; a ``Edge/Corner/Style/fixed(_:)`` corner
/// keeps its radius.
///
/// The distance is the one ``ContainerRelativeShape`` uses (the smallest of the four edges', where
/// the layout engine placed both views). Where no container sets a shape, the container is
/// taken as square, so concentric corners are their minimum (or square) and fixed ones their
/// radius. Inside a container shape that is not a rectangle, a rounded rectangle or an uneven
/// rounded rectangle (a capsule, a circle), a rectangle of only concentric corners takes that
/// shape, as `ContainerRelativeShape` does, and fixed corners or minimums meet a square corner.
///
/// ```swift
/// VStack { … }
///     .padding(8)
///     .background(.blue, in: ConcentricRectangle())
///     .padding(8)
///     .containerShape(RoundedRectangle(cornerRadius: 24))
/// ```
public struct ConcentricRectangle: Shape, CustomStringConvertible {
    /// The style of each corner.
    package let topLeading, topTrailing, bottomLeading, bottomTrailing: Edge.Corner.Style
    /// Which corners share the largest of their radii.
    package let uniformity: Uniformity

    /// The corners that share the largest of their radii.
    package enum Uniformity: Hashable, Sendable {
        case none, all, topAndBottom, leadingAndTrailing
    }

    /// Concentric corners, each computed on its own.
    public init() {
        self.init(corners: .concentric)
    }

    /// Every corner in the style `corners`; with `isUniform`, each takes the largest of the four
    /// radii.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, uniformity: isUniform ? .all : .none)
    }

    /// Each corner in its own style.
    public init(
        topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
        bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric
    ) {
        self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner, uniformity: .none)
    }

    /// The top corners in one style and the bottom corners in another, each pair sharing the
    /// larger of its radii.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, uniformity: .topAndBottom)
    }

    /// The leading corners in one style and the trailing corners in another, each pair sharing
    /// the larger of its radii.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners, uniformity: .leadingAndTrailing)
    }

    private init(
        _ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style,
        _ bottomLeading: Edge.Corner.Style, _ bottomTrailing: Edge.Corner.Style, uniformity: Uniformity
    ) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.uniformity = uniformity
    }

    /// The rectangle as it is outside any container: concentric corners square or at their
    /// minimum, fixed ones at their radius.
    public func path(in rect: CGRect) -> Path {
        rounded(in: RectangleCornerRadii(), inset: 0).path(in: rect)
    }

    /// Whether every corner is concentric with no minimum.
    package var isPlainConcentric: Bool {
        [topLeading, topTrailing, bottomLeading, bottomTrailing].allSatisfy { $0.kind == .concentric(minimum: nil) }
    }

    /// The uneven rounded rectangle of these corners inside a container whose corners have
    /// `container`'s radii, `inset` points away; its corners shared as `uniformity` says.
    package func rounded(in container: RectangleCornerRadii, inset: CGFloat) -> UnevenRoundedRectangle {
        var radii = RectangleCornerRadii(
            topLeading: topLeading.radius(containerRadius: container.topLeading, inset: inset),
            bottomLeading: bottomLeading.radius(containerRadius: container.bottomLeading, inset: inset),
            bottomTrailing: bottomTrailing.radius(containerRadius: container.bottomTrailing, inset: inset),
            topTrailing: topTrailing.radius(containerRadius: container.topTrailing, inset: inset))
        switch uniformity {
        case .none: break
        case .all:
            let largest = max(radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing)
            radii = RectangleCornerRadii(topLeading: largest, bottomLeading: largest, bottomTrailing: largest, topTrailing: largest)
        case .topAndBottom:
            let top = max(radii.topLeading, radii.topTrailing), bottom = max(radii.bottomLeading, radii.bottomTrailing)
            radii = RectangleCornerRadii(topLeading: top, bottomLeading: bottom, bottomTrailing: bottom, topTrailing: top)
        case .leadingAndTrailing:
            let leading = max(radii.topLeading, radii.bottomLeading), trailing = max(radii.topTrailing, radii.bottomTrailing)
            radii = RectangleCornerRadii(topLeading: leading, bottomLeading: leading, bottomTrailing: trailing, topTrailing: trailing)
        }
        return UnevenRoundedRectangle(cornerRadii: radii)
    }

    /// The corners' styles, for dumps.
    public var description: String {
        let corners = [topLeading, topTrailing, bottomLeading, bottomTrailing]
        let styles = Set(corners).count == 1 ? "\(topLeading)" : corners.map(\.description).joined(separator: " ")
        return "ConcentricRectangle(\(styles)\(uniformity == .none ? "" : ", uniform: \(uniformity)"))"
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A ``ConcentricRectangle`` with every corner in the style `corners`.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
