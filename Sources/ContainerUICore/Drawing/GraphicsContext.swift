import Foundation

/// The drawing destination of a `Canvas`'s renderer: fills and strokes of paths with shadings,
/// texts, images and symbol views, under a transform, an opacity, a blend mode, clips and
/// filters, recorded as the canvas's ``ResolvedCanvas``.
///
/// As in SwiftUI, copies of a context draw into the same canvas, each with its own state:
/// `var inner = context; inner.translateBy(x: 10, y: 0)` draws moved while `context` does not.
public struct GraphicsContext {
    /// The operations and clips of a canvas or a layer, shared by the copies of a context.
    final class Recording {
        var operations: [CanvasOperation] = []
        /// What the whole canvas shares; a layer's recording shares its canvas's.
        let canvas: CanvasShared

        init(canvas: CanvasShared) {
            self.canvas = canvas
        }
    }

    /// What every context of one canvas shares: its clips, and how many symbol views it has
    /// drawn.
    final class CanvasShared {
        var clips: [CanvasClip] = []
        /// The number of symbol drawings so far, which numbers the next one.
        var symbolDrawings = 0
    }

    let recording: Recording
    /// The environment the canvas is in: what shape styles (`.foreground`, `.tint`), texts and
    /// images are resolved with, and what the renderer may read (`context.environment.colorScheme`).
    public let environment: EnvironmentValues
    private var clips: [Int] = []
    /// The filters of later drawing, in the order added.
    var filters: [CanvasFilter] = []

    /// The opacity of later drawing, between 0 and 1.
    public var opacity: Double = 1
    /// The blend mode of later drawing.
    public var blendMode: BlendMode = .normal
    /// The transform from later drawing's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity

    /// The canvas's symbol views, by tag.
    let symbols: [AnyHashable: ResolvedNode]

    init(recording: Recording, environment: EnvironmentValues, symbols: [AnyHashable: ResolvedNode]) {
        self.recording = recording
        self.environment = environment
        self.symbols = symbols
    }

    /// Runs `renderer` for a canvas of `size` in `environment`, with the symbol views `symbols`,
    /// and returns what it drew.
    package static func draw(
        size: CGSize, environment: EnvironmentValues, symbols: [AnyHashable: ResolvedNode] = [:],
        renderer: (inout GraphicsContext, CGSize) -> Void
    ) -> ResolvedCanvas {
        let recording = Recording(canvas: CanvasShared())
        var context = GraphicsContext(recording: recording, environment: environment, symbols: symbols)
        renderer(&context, size)
        return ResolvedCanvas(size: size, operations: recording.operations, clips: recording.canvas.clips)
    }

    /// The state later drawing is recorded in.
    var state: CanvasState {
        CanvasState(transform: transform, opacity: min(max(opacity, 0), 1), blendMode: blendMode, clips: clips, filters: filters)
    }

    /// Moves later drawing by `x` and `y`, in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales later drawing by `x` and `y` about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates later drawing by `angle` about the current origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` to later drawing before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clips later drawing to the inside of `path` (in the current coordinates), or with
    /// `.inverse` in `options` to its outside, within the clips already set.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recording.canvas.clips.append(CanvasClip(path: path, transform: transform, fillStyle: style, isInverse: options.contains(.inverse)))
        clips.append(recording.canvas.clips.count - 1)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.operations.append(.fill(path, shading.resolved(in: environment), style, state))
    }

    /// Strokes `path` with `shading` and the width, caps, joins and dashes of `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.operations.append(.stroke(path, shading.resolved(in: environment), style, state))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws what `content` draws into a new layer, then composites the layer with this
    /// context's opacity and blend mode. The layer starts with this context's transform and
    /// clips, at full opacity and the normal blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = Recording(canvas: recording.canvas)
        var inner = GraphicsContext(recording: layer, environment: environment, symbols: symbols)
        inner.transform = transform
        inner.clips = clips
        try content(&inner)
        recording.operations.append(.layer(layer.operations, state))
    }
}

extension GraphicsContext {
    /// How a clip is set.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// An option set of `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Clips to the path's outside instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How a gradient shading continues past its ends.
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// An option set of `rawValue`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Repeated past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeated past its ends, every other time backwards (over `.repeat`).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolated in linear colour (taken; gradients interpolate in sRGB here).
        public static let linearColor = GradientOptions(rawValue: 4)

        /// How the gradient continues.
        var spread: CanvasGradientSpread {
            contains(.mirror) ? .mirror : contains(.repeat) ? .repeat : .pad
        }
    }

    /// A paint for fills, strokes and text.
    public struct Shading {
        private enum Storage {
            case style(ResolvedShapeStyle)
            case linear(Gradient, CGPoint, CGPoint, GradientOptions)
            case radial(Gradient, CGPoint, CGFloat, CGFloat, GradientOptions)
        }

        private let storage: Storage

        /// A solid colour.
        public static func color(_ color: Color) -> Shading {
            Shading(storage: .style(.color(color)))
        }

        /// A shape style, resolved where the canvas is (`.style(.tint)`, `.style(.secondary)`).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(storage: .style(style._resolvedStyle))
        }

        /// A shape style already resolved (a text's own foreground).
        static func resolved(_ style: ResolvedShapeStyle) -> Shading {
            Shading(storage: .style(style))
        }

        /// The canvas's foreground style.
        public static var foreground: Shading {
            Shading(storage: .style(.foreground))
        }

        /// A linear gradient from `startPoint` to `endPoint`, in the current coordinates, in its
        /// end colours past them or repeated as `options` say.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint, options))
        }

        /// A radial gradient round `center` from `startRadius` to `endRadius`, in the current
        /// coordinates, in its end colours past them or repeated as `options` say.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius, options))
        }

        /// The shading as data, its style resolved in `environment`.
        func resolved(in environment: EnvironmentValues) -> CanvasShading {
            switch storage {
            case .style(let style): .style(environment.resolve(style))
            case .linear(let gradient, let start, let end, let options):
                .linearGradient(gradient, startPoint: start, endPoint: end, spread: options.spread)
            case .radial(let gradient, let center, let start, let end, let options):
                .radialGradient(gradient, center: center, startRadius: max(start, 0), endRadius: max(end, 0), spread: options.spread)
            }
        }
    }
}
