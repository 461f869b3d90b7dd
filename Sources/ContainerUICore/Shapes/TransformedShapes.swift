import Foundation

/// A shape moved within its frame: what ``Shape/offset(x:y:)`` returns.
@frozen
public struct OffsetShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    @inlinable
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path in `rect`, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }

    public var description: String { "\(shape) offset (\(offset.width.shortDescription), \(offset.height.shortDescription))" }
}

/// A shape turned about a point of its frame: what ``Shape/rotation(_:anchor:)`` returns.
@frozen
public struct RotatedShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape turned.
    public var shape: Content
    /// How far it turns, clockwise on screen.
    public var angle: Angle
    /// The point it turns about, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    @inlinable
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path in `rect`, turned.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.rotation(angle, anchor).transform(in: rect))
    }

    /// The shape's data, the angle and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (angle.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }

    public var description: String { "\(shape) rotated \(angle) about \(anchor)" }
}

/// A shape scaled about a point of its frame: what ``Shape/scale(x:y:anchor:)`` returns.
@frozen
public struct ScaledShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point that stays put, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    @inlinable
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path in `rect`, scaled.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.scale(scale, anchor).transform(in: rect))
    }

    /// The shape's data, the factors and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            (scale.animatableData, anchor.animatableData) = (newValue.second.first, newValue.second.second)
        }
    }

    public var description: String { "\(shape) scaled (\(scale.width.shortDescription), \(scale.height.shortDescription)) about \(anchor)" }
}

/// A shape mapped by an affine transform in its frame's coordinates: what
/// ``Shape/transform(_:)`` returns.
@frozen
public struct TransformedShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape mapped.
    public var shape: Content
    /// The transform, about the frame's top-left corner.
    public var transform: CGAffineTransform

    /// `shape` mapped by `transform`.
    @inlinable
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, mapped.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The shape's data.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    public var description: String {
        let t = transform
        return "\(shape) transformed (\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.shortDescription).joined(separator: ", ")))"
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape inset by `amount`.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// The shape moved by `offset` within its frame; its frame and layout stay.
    ///
    /// ```swift
    /// Circle().offset(x: 12).fill(.orange)
    /// ```
    @inlinable
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset` within its frame.
    @inlinable
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y` within its frame.
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor` of its frame; a stroke keeps its width.
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45)).fill(.blue)
    /// ```
    @inlinable
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame; a stroke keeps its width.
    @inlinable
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    @inlinable
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by `transform`, in its frame's coordinates from the top-left corner.
    @inlinable
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
