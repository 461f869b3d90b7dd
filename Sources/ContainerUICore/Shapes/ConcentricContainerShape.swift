import Foundation

/// What a ``ContainerRelativeShape`` or a ``ConcentricRectangle`` resolves to inside a container
/// that sets its shape with `containerShape(_:)`: the container's shape (or the rectangle's
/// corners), drawn concentric with the container. Its path is the shape in the view's own frame
/// as if it were not inset; ``concentric(insetBy:)`` is the shape of a view that distance inside
/// the container, which the layout engine measures.
package struct ConcentricContainerShape: Shape, CustomStringConvertible {
    /// The container's shape.
    package let container: AnyShape
    /// The corners of the ``ConcentricRectangle`` drawn, or `nil` for a
    /// ``ContainerRelativeShape``.
    package let corners: ConcentricRectangle?

    package init(container: AnyShape, corners: ConcentricRectangle? = nil) {
        self.container = container
        self.corners = corners
    }

    /// The shape in `rect`, as if the view were not inset.
    package func path(in rect: CGRect) -> Path { concentric(insetBy: 0).path(in: rect) }

    /// The shape `inset` points further in. For a ``ContainerRelativeShape``, the container's:
    /// a rounded rectangle's corners (each of an uneven one's) smaller by `inset`, never below 0;
    /// any other shape (a capsule, a circle, a rectangle) stays itself, which is already
    /// concentric. For a ``ConcentricRectangle``, its corners against the container's
    /// (``ConcentricRectangle/rounded(in:inset:)``).
    package func concentric(insetBy inset: CGFloat) -> AnyShape {
        if let corners { return concentric(corners, insetBy: inset) }
        func reduced(_ radius: CGFloat) -> CGFloat { max(radius - inset, 0) }
        if let rounded = container.base(as: RoundedRectangle.self) {
            let size = CGSize(width: reduced(rounded.cornerSize.width), height: reduced(rounded.cornerSize.height))
            return AnyShape(RoundedRectangle(cornerSize: size, style: rounded.style))
        }
        if let uneven = container.base(as: UnevenRoundedRectangle.self) {
            let radii = uneven.cornerRadii
            return AnyShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
                topLeading: reduced(radii.topLeading), bottomLeading: reduced(radii.bottomLeading),
                bottomTrailing: reduced(radii.bottomTrailing), topTrailing: reduced(radii.topTrailing)), style: uneven.style))
        }
        return container
    }

    /// A ``ConcentricRectangle``'s corners `inset` points inside the container: a rectangle's,
    /// a rounded rectangle's or an uneven one's corner radii are the container's; inside any
    /// other shape, a rectangle of plain concentric corners is that shape, and other corners
    /// meet square ones.
    private func concentric(_ corners: ConcentricRectangle, insetBy inset: CGFloat) -> AnyShape {
        let radii: RectangleCornerRadii
        if let rounded = container.base(as: RoundedRectangle.self) {
            let radius = rounded.cornerSize.width
            radii = RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        } else if let uneven = container.base(as: UnevenRoundedRectangle.self) {
            radii = uneven.cornerRadii
        } else if container.base(as: Rectangle.self) != nil || !corners.isPlainConcentric {
            radii = RectangleCornerRadii()
        } else {
            return container
        }
        return AnyShape(corners.rounded(in: radii, inset: inset))
    }

    /// The shape drawn and the container's shape, for dumps.
    package var description: String { "\(corners.map(\.description) ?? "ContainerRelativeShape")(\(container))" }
}
