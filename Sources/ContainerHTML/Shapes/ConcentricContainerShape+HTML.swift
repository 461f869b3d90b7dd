import ContainerLayout
import ContainerUICore
import Foundation

/// A `ContainerRelativeShape` inside a `containerShape(_:)`: the container's shape, inset by the
/// view's distance from the container's edges in the page layout at the render's width (the
/// smallest of the four), so that the two are concentric; the shape as if not inset where the
/// engine placed neither. A `ConcentricRectangle` there is drawn the same way, its corners
/// against the container's.
extension HTMLRenderer {
    /// `shape`, or, for a container's shape, the concentric shape the view at `key` (its node id,
    /// or ``LayoutNotes/effectKey(node:modifier:)`` for a clip or background) takes.
    mutating func concentric(_ shape: AnyShape, key: @autoclosure () -> String) -> AnyShape {
        guard let concentric = shape.base(as: ConcentricContainerShape.self) else { return shape }
        guard let inset = pageLayouts(0..<1).first?.notes.containerShapeInsets[key()] else { return concentric.concentric(insetBy: 0) }
        return concentric.concentric(insetBy: inset)
    }

    /// `layer`, a style in a container's shape made concentric (``concentric(_:key:)``).
    mutating func concentric(_ layer: ResolvedLayer, key: @autoclosure () -> String) -> ResolvedLayer {
        guard case .style(let style, let shape?) = layer, shape.base(as: ConcentricContainerShape.self) != nil else { return layer }
        return .style(style, shape: concentric(shape, key: key()))
    }
}
