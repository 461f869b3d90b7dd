import Foundation

/// What a ``ContainerRelativeShape`` resolves to inside a container that sets its shape with
/// `containerShape(_:)`: the container's shape, drawn concentric with the container. Its path is
/// the container's shape in the view's own frame; ``concentric(insetBy:)`` is the shape of a
/// view that distance inside the container, which the layout engine measures.
package struct ConcentricContainerShape: Shape, CustomStringConvertible {
    /// The container's shape.
    package let container: AnyShape

    package init(container: AnyShape) {
        self.container = container
    }

    /// The container's shape in `rect`, as if the view were not inset.
    package func path(in rect: CGRect) -> Path { container.path(in: rect) }

    /// The container's shape `inset` points further in: a rounded rectangle's corners (each of
    /// an uneven one's) smaller by `inset`, never below 0; any other shape (a capsule, a circle,
    /// a rectangle) stays itself, which is already concentric.
    package func concentric(insetBy inset: CGFloat) -> AnyShape {
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

    /// `ContainerRelativeShape` and the container's shape, for dumps.
    package var description: String { "ContainerRelativeShape(\(container))" }
}
