/// A shape filled with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The fill.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle

    /// Creates a filled shape.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let paint = resolver.environment.resolve(view.style._resolvedStyle)
        var shape = ResolvedShape(shape: resolver.environment.resolvedShape(view.shape), fill: paint, fillStyle: view.fillStyle)
        shape.shadows = resolver.environment.shadows(of: view.style)
        resolver.emit(.shape(shape))
    }
}

/// A shape's outline stroked with a style.
public struct _StrokedShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The stroke paint.
    public var style: Style
    /// The line width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke lies inside the outline (`strokeBorder`) instead of centred on it.
    public var insetsStroke = false

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let paint = resolver.environment.resolve(view.style._resolvedStyle)
        var shape = ResolvedShape(shape: resolver.environment.resolvedShape(view.shape), stroke: paint, strokeStyle: view.strokeStyle, insetsStroke: view.insetsStroke)
        shape.shadows = resolver.environment.shadows(of: view.style)
        resolver.emit(.shape(shape))
    }
}

extension EnvironmentValues {
    /// The shadows `style` draws: those of the foreground style set here when it is the
    /// foreground (`.foregroundStyle(.red.shadow(…))` on a bare shape), then its own.
    package func shadows(of style: some ShapeStyle) -> [ShadowStyle] {
        guard style._resolvedStyle == .foreground, let foreground = foregroundStyle else { return style._shadows }
        return foreground._shadows + style._shadows
    }

    /// Replaces the `.foreground`, `.background` and `.tint` placeholders with what is set here
    /// (`.background` stays the system background unless `backgroundStyle(_:)` sets one), and
    /// the secondary and tertiary levels with the styles `foregroundStyle(_:_:_:)` set.
    package func resolve(_ style: ResolvedShapeStyle) -> ResolvedShapeStyle {
        switch style {
        case .foreground: foregroundStyle?._resolvedStyle ?? .hierarchical(0)
        case .background: backgroundStyle?._resolvedStyle ?? .background
        case .tint: tint?._resolvedStyle ?? .color(.accentColor)
        case .hierarchical(let level) where level == 1 || level == 2: foregroundLevel(level) ?? style
        default: style
        }
    }
}
