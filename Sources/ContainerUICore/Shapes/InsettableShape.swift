import Foundation

/// A shape that can be stroked inside its outline with `strokeBorder`: the built-in shapes and
/// trims of them, as in SwiftUI.
///
/// ```swift
/// Circle().strokeBorder(.green, lineWidth: 8)
/// ```
///
/// SwiftUI's `inset(by:)` requirement is not here: an inset is in points, and a shape is drawn
/// in HTML by a path that scales with its frame.
public protocol InsettableShape: Shape {}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension _TrimmedShape: InsettableShape where Content: InsettableShape {}

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
