import Foundation

/// One transform of a shape within its frame, as a renderer draws it: an offset in points, a
/// rotation or a scale about a unit point of the frame, or an affine transform from the frame's
/// top-left corner.
package enum ShapeTransform: Equatable, Sendable {
    /// A move by a size in points.
    case offset(CGSize)
    /// A turn by an angle about a unit point of the frame.
    case rotation(Angle, UnitPoint)
    /// A scale by horizontal and vertical factors about a unit point of the frame.
    case scale(CGSize, UnitPoint)
    /// An affine transform from the frame's top-left corner.
    case affine(CGAffineTransform)

    /// The transform for a frame of `rect`.
    package func transform(in rect: CGRect) -> CGAffineTransform {
        switch self {
        case .offset(let offset):
            return CGAffineTransform(translationX: offset.width, y: offset.height)
        case .rotation(let angle, let anchor):
            return about(anchor, in: rect, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        case .scale(let scale, let anchor):
            return about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height))
        case .affine(let transform):
            return transform
        }
    }

    /// `linear` applied about the point `anchor` of `rect`.
    private func about(_ anchor: UnitPoint, in rect: CGRect, _ linear: CGAffineTransform) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(linear).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

/// What a renderer needs of a moved, turned, scaled or mapped shape whose type it does not know.
package protocol TransformedShapeParts {
    /// The shape before the transform.
    var untransformed: AnyShape { get }
    /// The transform.
    var shapeTransform: ShapeTransform { get }
}

extension OffsetShape: TransformedShapeParts {
    package var untransformed: AnyShape { AnyShape(shape) }
    package var shapeTransform: ShapeTransform { .offset(offset) }
}

extension RotatedShape: TransformedShapeParts {
    package var untransformed: AnyShape { AnyShape(shape) }
    package var shapeTransform: ShapeTransform { .rotation(angle, anchor) }
}

extension ScaledShape: TransformedShapeParts {
    package var untransformed: AnyShape { AnyShape(shape) }
    package var shapeTransform: ShapeTransform { .scale(scale, anchor) }
}

extension TransformedShape: TransformedShapeParts {
    package var untransformed: AnyShape { AnyShape(shape) }
    package var shapeTransform: ShapeTransform { .affine(transform) }
}

extension AnyShape {
    /// The shape under its transforms and the transforms, outermost first, or `nil` for a shape
    /// that is not transformed; the built-in shapes answer by their case, with no cast.
    package var transformedParts: (base: AnyShape, transforms: [ShapeTransform])? {
        guard case .other(let box) = storage, var parts = box.shape as? any TransformedShapeParts else { return nil }
        var transforms = [parts.shapeTransform]
        while case .other(let inner) = parts.untransformed.storage, let next = inner.shape as? any TransformedShapeParts {
            transforms.append(next.shapeTransform)
            parts = next
        }
        return (parts.untransformed, transforms)
    }
}
