import Foundation

/// What a `Canvas` drew, as plain data: its operations in drawing order, for the size layout gave
/// it. Renderers draw it; the resolved tree records it.
public struct ResolvedCanvas: Equatable {
    /// The size the renderer closure drew for.
    public var size: CGSize
    /// The drawing operations, in order.
    public var operations: [CanvasOperation]
    /// The clip paths operations refer to by index (``CanvasState/clips``).
    public var clips: [CanvasClip]
}

/// One drawing step of a canvas.
public enum CanvasOperation: Equatable {
    /// A path filled with a shading.
    case fill(Path, CanvasShading, FillStyle, CanvasState)
    /// A path stroked with a shading.
    case stroke(Path, CanvasShading, StrokeStyle, CanvasState)
    /// A text drawn at a point or in a rect, its glyphs painted with a shading.
    case text(ResolvedText, CanvasPlacement, CanvasShading, CanvasState)
    /// An image drawn at a point or in a rect; a template symbol's shapes painted with the
    /// shading, where there is one.
    case image(ResolvedImage, CanvasPlacement, CanvasShading?, CanvasState)
    /// A symbol view of the canvas (`Canvas(renderer:symbols:)`) drawn at its ideal size,
    /// centred in the rect.
    case symbol(CanvasSymbol, CGRect, CanvasState)
    /// A layer (`drawLayer(content:)`): its operations composited as one with the state's
    /// opacity and blend mode.
    indirect case layer([CanvasOperation], CanvasState)
}

extension CanvasOperation {
    /// The graphics state the operation was drawn in.
    public var state: CanvasState {
        switch self {
        case .fill(_, _, _, let state), .stroke(_, _, _, let state), .text(_, _, _, let state), .image(_, _, _, let state),
             .symbol(_, _, let state), .layer(_, let state): state
        }
    }
}

/// A symbol view of a canvas as drawn: the view tagged `tag` in its `symbols`, resolved, and
/// which drawing of a symbol in the canvas this is.
public struct CanvasSymbol: Equatable {
    /// The view's tag.
    public var tag: AnyHashable
    /// The view.
    public var node: ResolvedNode
    /// The drawing's number among the canvas's symbol drawings (0 for the first), which names
    /// the view's nodes below the canvas's (``nodeIDPath(canvas:)``).
    public var drawing: Int

    /// The id of the drawn view's root node, its descendants' below it: `<canvas id>.s<drawing>`.
    public func nodeIDPath(canvas: String) -> String {
        "\(canvas).s\(drawing)"
    }

    /// Symbols are equal when their tags and drawings are and their views dump alike.
    public static func == (lhs: CanvasSymbol, rhs: CanvasSymbol) -> Bool {
        lhs.tag == rhs.tag && lhs.drawing == rhs.drawing && lhs.node.dump() == rhs.node.dump()
    }
}

/// Where a canvas's text or image is drawn, in the operation's coordinates.
public enum CanvasPlacement: Equatable {
    /// At its own size, with the point of its bounds at `anchor` on the point.
    case at(CGPoint, anchor: UnitPoint)
    /// In the rect: a text wrapped within its width from its top-leading corner and cut off at
    /// its bottom, an image stretched to fill it.
    case `in`(CGRect)
}

/// The graphics state an operation was drawn in.
public struct CanvasState: Equatable {
    /// The transform from the operation's coordinates to the canvas's.
    public var transform: CGAffineTransform
    /// The opacity, between 0 and 1.
    public var opacity: Double
    /// The blend mode.
    public var blendMode: GraphicsContext.BlendMode
    /// The indices of the clips in force (into ``ResolvedCanvas/clips``), outermost first.
    public var clips: [Int]
    /// The filters the operation is drawn through, first added first.
    public var filters: [CanvasFilter]

    /// A state of these values.
    public init(transform: CGAffineTransform, opacity: Double, blendMode: GraphicsContext.BlendMode, clips: [Int], filters: [CanvasFilter] = []) {
        self.transform = transform
        self.opacity = opacity
        self.blendMode = blendMode
        self.clips = clips
        self.filters = filters
    }
}

/// A clip set by `GraphicsContext.clip(to:style:options:)`.
public struct CanvasClip: Equatable {
    /// The clip path.
    public var path: Path
    /// The transform in force when it was set.
    public var transform: CGAffineTransform
    /// The fill rule deciding its inside.
    public var fillStyle: FillStyle
    /// Whether drawing is kept outside the path instead of inside (`ClipOptions.inverse`).
    public var isInverse: Bool

    /// A clip of these values.
    public init(path: Path, transform: CGAffineTransform, fillStyle: FillStyle, isInverse: Bool = false) {
        self.path = path
        self.transform = transform
        self.fillStyle = fillStyle
        self.isInverse = isInverse
    }
}

/// A canvas's paint: a shape style resolved where the canvas is, or a gradient in the canvas's
/// points.
public enum CanvasShading: Equatable {
    /// A shape style, resolved in the canvas's environment.
    case style(ResolvedShapeStyle)
    /// A linear gradient between two points, continued past them as the spread says.
    case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint, spread: CanvasGradientSpread)
    /// A radial gradient round a centre, from one radius to another, continued past them as the
    /// spread says.
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, spread: CanvasGradientSpread)
}

/// How a canvas gradient continues past its ends (`GraphicsContext.GradientOptions`).
public enum CanvasGradientSpread: Equatable, Sendable {
    /// In its end colours.
    case pad
    /// Repeated (`.repeat`).
    case `repeat`
    /// Repeated, every other time backwards (`.mirror`).
    case mirror
}

extension CanvasShading: CustomStringConvertible {
    public var description: String {
        switch self {
        case .style(let style): style.description
        case .linearGradient(let gradient, let start, let end, let spread):
            "linearGradient(\(gradient.stops.count) stops, \(start.x.shortDescription),\(start.y.shortDescription) → \(end.x.shortDescription),\(end.y.shortDescription)\(spread.suffix))"
        case .radialGradient(let gradient, let center, let start, let end, let spread):
            "radialGradient(\(gradient.stops.count) stops, at \(center.x.shortDescription),\(center.y.shortDescription), \(start.shortDescription)…\(end.shortDescription)\(spread.suffix))"
        }
    }
}

extension CanvasGradientSpread {
    /// `, repeat` or `, mirror` after a gradient's description; nothing for `pad`.
    fileprivate var suffix: String {
        switch self {
        case .pad: ""
        case .repeat: ", repeat"
        case .mirror: ", mirror"
        }
    }
}
