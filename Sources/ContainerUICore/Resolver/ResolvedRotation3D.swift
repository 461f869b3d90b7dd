import Foundation

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: a rotation of the drawing about an
/// axis through a point of the view, seen in perspective.
public struct ResolvedRotation3D: Equatable, Sendable {
    /// The angle of the rotation.
    public var angle: Angle
    /// The x component of the axis.
    public var x: CGFloat
    /// The y component of the axis.
    public var y: CGFloat
    /// The z component of the axis.
    public var z: CGFloat
    /// The point of the view's bounds the axis goes through.
    public var anchor: UnitPoint
    /// The depth of that point, in points towards the viewer.
    public var anchorZ: CGFloat
    /// The vanishing point relative to the view's size: the viewer is the view's larger length
    /// divided by it away (0 for no perspective).
    public var perspective: CGFloat

    @usableFromInline
    init(angle: Angle, x: CGFloat, y: CGFloat, z: CGFloat, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        self.angle = angle
        self.x = x
        self.y = y
        self.z = z
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The distance of the viewer from a view of `size`, or `nil` without perspective.
    public func viewerDistance(for size: CGSize) -> CGFloat? {
        let length = max(size.width, size.height)
        guard perspective > 0, length > 0 else { return nil }
        return length / perspective
    }
}
