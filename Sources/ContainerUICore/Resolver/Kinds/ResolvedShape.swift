/// A resolved shape and its paint.
public struct ResolvedShape {
    /// The shape, asked for its path once its frame is known.
    public var shape: AnyShape
    /// The fill, or `nil` for a stroked shape.
    public var fill: ResolvedShapeStyle?
    /// The fill rule.
    public var fillStyle = FillStyle()
    /// The stroke paint, or `nil` for a filled shape.
    public var stroke: ResolvedShapeStyle?
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle?
    /// Whether the stroke lies inside the outline (`strokeBorder`) instead of centred on it.
    public var insetsStroke = false
    /// Whether a shape both stroked and filled draws its stroke first, under the fill (a stroked
    /// shape's `fill`), rather than over it (a filled shape's `stroke`).
    public var strokeUnderFill = false
    /// The shadows the fill or stroke style draws (`.blue.shadow(.drop(radius: 4))`).
    public var shadows: [ShadowStyle] = []

    package init(shape: AnyShape, fill: ResolvedShapeStyle, fillStyle: FillStyle) {
        self.shape = shape
        self.fill = fill
        self.fillStyle = fillStyle
    }

    package init(shape: AnyShape, stroke: ResolvedShapeStyle, strokeStyle: StrokeStyle, insetsStroke: Bool = false) {
        self.shape = shape
        self.stroke = stroke
        self.strokeStyle = strokeStyle
        self.insetsStroke = insetsStroke
    }
}
