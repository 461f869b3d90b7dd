import Foundation

/// A shape that can be inset by a distance, and so stroked inside its outline with
/// `strokeBorder`: the built-in shapes, trims of them and moved or turned ones, as in SwiftUI.
///
/// ```swift
/// Circle().strokeBorder(.green, lineWidth: 8)
/// Circle().inset(by: 6).trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 12)
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` points inside the frame on every side (outside for a negative
    /// amount); a rounded rectangle's corners shrink by as much, so the outlines are concentric.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners `amount` smaller.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(shape: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount`, each corner `amount` smaller.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(shape: self, amount: amount) }
}

extension ContainerRelativeShape {
    /// The container's shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(shape: self, amount: amount) }
}

extension _TrimmedShape: InsettableShape where Content: InsettableShape {
    /// The trim of the inset shape.
    public func inset(by amount: CGFloat) -> _TrimmedShape<Content.InsetShape> {
        _TrimmedShape<Content.InsetShape>(shape: shape.inset(by: amount), startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Strokes the inside of the outline with `content`, so the line stays within the frame.
    /// `antialiased` is taken for SwiftUI's sake: browsers antialias every stroke.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, insetsStroke: true)
    }

    /// Strokes the inside of the outline with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// Strokes the inside of the outline with `content` and a line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the inside of the outline with the foreground style and a line width.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}
