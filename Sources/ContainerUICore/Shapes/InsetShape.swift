import Foundation

/// A shape drawn inside its frame by a distance on every side: what ``InsettableShape/inset(by:)``
/// returns for the built-in shapes. A rounded rectangle's corners are as much smaller (never
/// below zero), so its outline stays concentric with the uninset one.
public struct _InsetShape<Content: InsettableShape>: InsettableShape, CustomStringConvertible {
    /// The shape inset.
    public var shape: Content
    /// The distance from each side of the frame, in points.
    public var amount: CGFloat

    /// `shape` inset by `amount`.
    public init(shape: Content, amount: CGFloat) {
        self.shape = shape
        self.amount = amount
    }

    /// The shape's path in `rect` inset by the amount, corners made concentric.
    public func path(in rect: CGRect) -> Path {
        concentric.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// The shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }

    /// The shape's data and the amount.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set { (shape.animatableData, amount) = (newValue.first, newValue.second) }
    }

    /// The shape as drawn in the inset rect: a rounded rectangle with corners `amount` smaller.
    package var concentric: AnyShape {
        if let rounded = shape as? RoundedRectangle {
            let size = rounded.cornerSize
            return AnyShape(RoundedRectangle(
                cornerSize: CGSize(width: max(size.width - amount, 0), height: max(size.height - amount, 0)), style: rounded.style))
        }
        if let uneven = shape as? UnevenRoundedRectangle {
            let r = uneven.cornerRadii
            func less(_ radius: CGFloat) -> CGFloat { max(radius - amount, 0) }
            return AnyShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
                topLeading: less(r.topLeading), bottomLeading: less(r.bottomLeading),
                bottomTrailing: less(r.bottomTrailing), topTrailing: less(r.topTrailing)), style: uneven.style))
        }
        return AnyShape(shape)
    }

    public var description: String { "\(shape) inset \(amount.shortDescription)" }
}

/// What a renderer needs of an inset shape whose type it does not know.
package protocol InsetShapeParts {
    /// The shape drawn in the inset rect (corners already made concentric).
    var concentric: AnyShape { get }
    /// The distance from each side.
    var amount: CGFloat { get }
}

extension _InsetShape: InsetShapeParts {}

/// How a renderer draws a shape that is moved, turned, scaled, mapped or inset: the transforms,
/// outermost first, then the inset, then the shape drawn in the inset rect.
package struct ShapeDrawingParts {
    /// The transforms, outermost first.
    package var transforms: [ShapeTransform]
    /// The inset, in points.
    package var inset: CGFloat
    /// The shape drawn in the inset rect (a trim of the inset shape trims it).
    package var base: AnyShape
}

extension AnyShape {
    /// The parts of a moved, turned, scaled, mapped or inset shape (and of a trim of an inset
    /// one), or `nil` for a shape that is none of these; the built-in shapes answer by their
    /// case, with no cast.
    package var drawingParts: ShapeDrawingParts? {
        guard case .other = storage else { return nil }
        var transforms: [ShapeTransform] = []
        var shape = self
        if let transformed = transformedParts {
            transforms = transformed.transforms
            shape = transformed.base
        }
        var trim: (from: CGFloat, to: CGFloat)?
        if let trimmed = shape.trimmedParts, trimmed.untrimmed.insetParts != nil {
            trim = (trimmed.startFraction, trimmed.endFraction)
            shape = trimmed.untrimmed
        }
        var inset: CGFloat = 0
        var isInset = false
        while let parts = shape.insetParts {
            inset += parts.amount
            shape = parts.concentric
            isInset = true
        }
        guard !transforms.isEmpty || isInset else { return nil }
        let base = trim.map { AnyShape(_TrimmedShape(shape: shape, startFraction: $0.from, endFraction: $0.to)) } ?? shape
        return ShapeDrawingParts(transforms: transforms, inset: inset, base: base)
    }

    /// The parts of an inset shape, or `nil`.
    private var insetParts: (any InsetShapeParts)? {
        guard case .other(let box) = storage else { return nil }
        return box.shape as? any InsetShapeParts
    }
}
