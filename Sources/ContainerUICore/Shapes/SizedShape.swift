import Foundation

/// A shape drawn at a size of its own from its frame's top-left corner, whatever the frame: what
/// ``Shape/size(_:)`` returns. A page draws it in pixels, unscaled, as it draws a `Path`.
public struct _SizedShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape drawn.
    public var shape: Content
    /// The size it is drawn at.
    public var size: CGSize

    /// `shape` drawn at `size`.
    public init(shape: Content, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    /// The shape's path in a rect of ``size`` at `rect`'s origin.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    /// The shape's data and the size.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }

    public var description: String { "\(shape) sized \(size.width.shortDescription)×\(size.height.shortDescription)" }
}

extension Shape {
    /// The shape drawn at `size` from the top-left corner of its frame, which keeps its own size.
    ///
    /// ```swift
    /// Circle().size(width: 20, height: 20).fill(.red)
    /// ```
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape drawn `width` by `height` from the top-left corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }
}
