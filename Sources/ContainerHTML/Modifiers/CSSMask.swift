import ContainerUICore
import Foundation

/// A `mask` in the form the browser can draw: the view clipped to a shape (the bounds when
/// `shape` is `nil`) and masked by the alpha of a paint filling it. A mask is expressible when it
/// is nothing (every pixel clear), or one view without modifiers filling the bounds: a colour, a
/// linear gradient, or a shape filled with either, with a level of the foreground hierarchy (the
/// label colours' alphas) or with the tint (opaque). Materials, text,
/// images, stacks and views with frames have no CSS form, and the page draws the view unmasked.
/// Either way the mask's views are in the page as a hidden layer, at the frames the layout engine
/// gives them.
struct CSSMask {
    /// The shape the view is clipped to, or `nil` for its bounds.
    var shape: AnyShape?
    /// The paint whose alpha masks the view.
    var paint: Paint

    /// What masks the view inside the shape.
    enum Paint {
        /// One alpha everywhere: the view's opacity (1 changes nothing).
        case alpha(Double)
        /// The alpha of a gradient style, as CSS `mask-image`.
        case gradient(ResolvedShapeStyle)
    }

    /// The CSS form of the mask layer, or `nil` when it has none.
    init?(_ layer: ResolvedLayer) {
        guard case .content(let nodes, _) = layer else { return nil }
        guard let node = nodes.first else {
            self.init(shape: nil, paint: .alpha(0))
            return
        }
        guard nodes.count == 1, node.modifiers.isEmpty else { return nil }
        switch node.kind {
        case .color(let color):
            self.init(shape: nil, paint: .alpha(Self.alpha(of: color)))
        case .fill(let style):
            guard let paint = Self.paint(style) else { return nil }
            self.init(shape: nil, paint: paint)
        case .shape(let shape):
            guard let fill = shape.fill, let paint = Self.paint(fill) else { return nil }
            self.init(shape: shape.shape, paint: paint)
        default:
            return nil
        }
    }

    private init(shape: AnyShape?, paint: Paint) {
        self.shape = shape
        self.paint = paint
    }

    private static func paint(_ style: ResolvedShapeStyle) -> Paint? {
        switch style {
        case .color(let color): .alpha(alpha(of: color))
        case .linearGradient, .radialGradient, .ellipticalGradient, .angularGradient: .gradient(style)
        case .foreground, .tint: .alpha(1)
        // The label colours' alphas, the same in light and dark.
        case .hierarchical(let level): .alpha([1, 0.6, 0.3, 0.18][min(max(level, 0), 3)])
        case .material, .glass, .background, .meshGradient: nil
        }
    }

    /// A colour's alpha; a system colour's is the same in light and dark (clear is clear in both).
    private static func alpha(of color: Color) -> Double {
        switch color.storage {
        case .system(let system), .lightened(let system, _): color.opacity * system.light.alpha
        case .rgb, .displayP3: color.opacity
        case .mixed(let mix): color.opacity * (alpha(of: mix.first) * (1 - mix.fraction) + alpha(of: mix.second) * mix.fraction)
        }
    }
}

extension HTMLRenderer {
    /// Adds the CSS of a mask to the box being opened; returns the id of the SVG clip path to
    /// write after the start tag, if the mask's shape needs one.
    mutating func mask(_ mask: CSSMask) -> Int? {
        switch mask.paint {
        case .alpha(let alpha):
            if alpha < 1 {
                writer.addClass("cui-op")
                writer.styleVar("--cui-op", number: min(max(alpha, 0), 1))
            }
        case .gradient(let gradient):
            writer.addClass("cui-mask")
            writer.gradientVariables(of: gradient)
        }
        guard let shape = mask.shape else { return nil }
        return clip(shape)
    }
}
