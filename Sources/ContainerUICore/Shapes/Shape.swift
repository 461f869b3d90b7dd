import Foundation

/// A 2D shape: a view that draws `path(in:)` filled with the foreground style.
///
/// ```swift
/// struct Pie: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
public protocol Shape: Animatable, View {
    /// The outline of the shape in a frame of `rect`.
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for a proposal: by default the proposal, 10 by 10 where unspecified.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes fill the proposed size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape's content: itself, filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Shapes resolve to a shape node filled with the foreground style.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        _ShapeView<Self, ForegroundStyle>._resolve(_ShapeView(shape: view, style: ForegroundStyle()), into: &resolver)
    }

    /// Fills the shape with `style`.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, fillStyle: fillStyle)
    }

    /// Fills the shape with the foreground style.
    public func fill(style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: fillStyle)
    }

    /// Strokes the outline with `content`, centred on it. `antialiased` is taken for SwiftUI's
    /// sake: browsers antialias every stroke.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style)
    }

    /// Strokes the outline with `content` and a line width.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The line along the outline, as a shape: drawn, it is stroked with the foreground style;
    /// filled, with the fill's style (`Circle().stroke(lineWidth: 4).fill(.red)` is a red ring).
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The line along the outline drawn with `style`, as a shape.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

/// How a path's interior is decided.
public struct FillStyle: Hashable, Sendable {
    /// Use the even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    /// Antialiased edges.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
