import ContainerUICore
import Foundation

/// A canvas's image. A symbol is a nested `<svg>` of its drawing from the shipped icon set
/// (``SymbolTable``, as `Image(systemName:)` draws it on the page) at its rect, or at a point at
/// its size (1.2 times its font's size at its image scale) with its bounds' anchor on the point,
/// its shapes filled with the shading (its foreground style without one; a canvas gradient
/// shading in its first colour, as the drawing has its own coordinates); its layers are not
/// told apart. An unknown symbol draws nothing and is warned about. A named image is an SVG
/// `<image>` of `images/<name>` stretched to its rect, or at its own pixel size at a point, its
/// bounds' anchor moved there by a CSS `translate` of its box; it keeps its own colours.
/// A transform other than the identity is a `<g transform>` round it.
extension HTMLRenderer {
    mutating func writeCanvasImage(_ image: ResolvedImage, placement: CanvasPlacement, shading: CanvasShading?, state: CanvasState, node: ResolvedNode) {
        let isTransformed = state.transform != .identity
        if isTransformed {
            writer.raw("<g")
            writeMatrix(state.transform)
            writer.raw(">")
        }
        if image.isSystemSymbol {
            writeCanvasSymbol(image, placement: placement, shading: shading, state: state, node: node)
        } else {
            writer.startElement("image")
            canvasCompositing(state)
            if image.interpolation == .none { writer.addClass("cui-pix") }
            imageURL("href", name: image.name)
            switch placement {
            case .at(let point, let anchor):
                writer.attribute("x", number: Double(point.x))
                writer.attribute("y", number: Double(point.y))
                writer.styleVar("transform-box", static: "fill-box")
                writer.styleVarStart("translate")
                writer.styleNumber(Double(-anchor.x * 100))
                writer.styleRaw("% ")
                writer.styleNumber(Double(-anchor.y * 100))
                writer.styleRaw("%")
                writer.styleVarEnd()
            case .in(let rect):
                canvasRectAttributes(rect)
                writer.attribute("preserveAspectRatio", static: "none")
            }
            writer.endStartTag()
            writer.endElement("image")
        }
        if isTransformed { writer.raw("</g>") }
    }

    private mutating func writeCanvasSymbol(_ image: ResolvedImage, placement: CanvasPlacement, shading: CanvasShading?, state: CanvasState, node: ResolvedNode) {
        guard let markup = Self.symbolMarkup(image) else {
            return options.onWarning(RenderWarning(nodeID: node.id, message: "unknown system symbol \"\(image.name)\" drawn in a canvas"))
        }
        let side = image.symbolSide(default: .body)
        let rect: CGRect = switch placement {
        case .in(let rect): rect
        case .at(let point, let anchor): CGRect(x: point.x - anchor.x * side, y: point.y - anchor.y * side, width: side, height: side)
        }
        writer.startElement("svg")
        canvasCompositing(state)
        canvasRectAttributes(rect)
        writer.attribute("viewBox", static: SymbolTable.viewBox)
        writer.attribute("preserveAspectRatio", static: "none")
        writer.styleVarStart("fill")
        writer.styleSolidColor(canvasSolidStyle(shading ?? .style(foreground(image.foreground))))
        writer.styleVarEnd()
        writer.endStartTag()
        writer.raw(markup)
        writer.endElement("svg")
    }

    /// ` x="…" y="…" width="…" height="…"` of `rect`.
    mutating func canvasRectAttributes(_ rect: CGRect) {
        writer.attribute("x", number: Double(rect.minX))
        writer.attribute("y", number: Double(rect.minY))
        writer.attribute("width", number: Double(rect.width))
        writer.attribute("height", number: Double(rect.height))
    }

    /// The shape style of a shading drawn in coordinates of its own (an HTML text, a symbol's
    /// drawing): a canvas gradient in its first colour.
    func canvasSolidStyle(_ shading: CanvasShading) -> ResolvedShapeStyle {
        switch shading {
        case .style(let style): style
        case .linearGradient(let gradient, _, _, _), .radialGradient(let gradient, _, _, _, _): .color(gradient.stops.first?.color ?? .clear)
        }
    }
}
