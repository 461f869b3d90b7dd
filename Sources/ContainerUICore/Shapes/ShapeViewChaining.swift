import Foundation

/// A view that draws a shape: what `fill` and `stroke` return, as in SwiftUI (iOS 17), so that a
/// filled shape can be stroked and a stroked one filled:
///
/// ```swift
/// Circle()
///     .fill(.yellow)
///     .stroke(.orange, lineWidth: 4)
/// ```
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}
extension _StrokedShapeView: ShapeView {}

/// A shape both filled and stroked: a filled shape's `stroke` (the stroke drawn over the fill) or
/// a stroked shape's `fill` (the fill drawn over the stroke, covering its inner half).
public struct _FilledStrokedShapeView<Content: Shape, Fill: ShapeStyle, Stroke: ShapeStyle>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The fill paint.
    public var fill: Fill
    /// The fill rule.
    public var fillStyle: FillStyle
    /// The stroke paint.
    public var stroke: Stroke
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke lies inside the outline (`strokeBorder`).
    public var insetsStroke: Bool
    /// Whether the stroke is drawn first, under the fill.
    public var strokeUnderFill: Bool

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let environment = resolver.environment
        var shape = ResolvedShape(
            shape: environment.resolvedShape(view.shape), fill: environment.resolve(view.fill._resolvedStyle), fillStyle: view.fillStyle)
        shape.stroke = environment.resolve(view.stroke._resolvedStyle)
        shape.strokeStyle = view.strokeStyle
        shape.insetsStroke = view.insetsStroke
        shape.strokeUnderFill = view.strokeUnderFill
        shape.shadows = environment.shadows(of: view.fill) + environment.shadows(of: view.stroke)
        resolver.emit(.shape(shape))
    }
}

extension _ShapeView {
    /// The filled shape with its outline stroked over the fill with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _FilledStrokedShapeView<Content, Style, S> {
        _FilledStrokedShapeView(
            shape: shape, fill: self.style, fillStyle: fillStyle, stroke: content, strokeStyle: style, insetsStroke: false, strokeUnderFill: false)
    }

    /// The filled shape with its outline stroked over the fill with `content` and a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _FilledStrokedShapeView<Content, Style, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// The filled shape with the inside of its outline stroked over the fill with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _FilledStrokedShapeView<Content, Style, S> {
        _FilledStrokedShapeView(
            shape: shape, fill: self.style, fillStyle: fillStyle, stroke: content, strokeStyle: style, insetsStroke: true, strokeUnderFill: false)
    }

    /// The filled shape with the inside of its outline stroked over the fill with `content` and a
    /// line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _FilledStrokedShapeView<Content, Style, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension _StrokedShapeView {
    /// The stroked shape filled with `content` over the stroke, which then shows only outside
    /// the outline (nothing of a `strokeBorder`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style fillStyle: FillStyle = FillStyle()) -> _FilledStrokedShapeView<Content, S, Style> {
        _FilledStrokedShapeView(
            shape: shape, fill: content, fillStyle: fillStyle, stroke: style, strokeStyle: strokeStyle, insetsStroke: insetsStroke, strokeUnderFill: true)
    }
}
