import Foundation

/// The line along a shape's outline, as a shape: what ``Shape/stroke(lineWidth:antialiased:)``
/// and ``Shape/stroke(style:antialiased:)`` return, as in SwiftUI.
///
/// Drawn, it is the outline stroked with the foreground style; filled (`fill(_:style:)`), the
/// outline stroked with the fill's style. Its `path(in:)` is the outline itself, not the line's
/// own outline, so where a path is asked for (a clip, a background's shape, a further transform
/// or stroke of it) it stands for the shape it strokes.
public struct _StrokedShape<Content: Shape>: Shape, CustomStringConvertible {
    /// The shape stroked.
    public var shape: Content
    /// The line's width, caps, joins and dashes.
    public var style: StrokeStyle

    /// The line along `shape`'s outline drawn with `style`.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The stroked shape's outline.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    /// The stroked shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data and the line's.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }

    /// The line filled with `content`: the outline stroked with it.
    public func fill<S: ShapeStyle>(_ content: S, style fillStyle: FillStyle = FillStyle()) -> _StrokedShapeView<Content, S> {
        _StrokedShapeView(shape: shape, style: content, strokeStyle: style)
    }

    /// The line filled with the foreground style.
    public func fill(style fillStyle: FillStyle = FillStyle()) -> _StrokedShapeView<Content, ForegroundStyle> {
        fill(ForegroundStyle(), style: fillStyle)
    }

    /// A stroked shape draws as its outline stroked with the foreground style.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        _StrokedShapeView<Content, ForegroundStyle>._resolve(
            _StrokedShapeView(shape: view.shape, style: ForegroundStyle(), strokeStyle: view.style), into: &resolver)
    }

    public var description: String { "\(shape) stroked \(style.lineWidth.shortDescription)" }
}
