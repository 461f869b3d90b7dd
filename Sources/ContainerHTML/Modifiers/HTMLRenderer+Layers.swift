import ContainerUICore
import Foundation

/// Backgrounds, overlays and clip shapes.
extension HTMLRenderer {
    /// A style in a CSS shape, painted on the box itself.
    mutating func backgroundStyle(_ style: ResolvedShapeStyle, shape: CSSShape) {
        writer.addClass("cui-bg")
        if let backdrop = style.backdropClass { writer.addClass(backdrop) }
        writer.paintVariable("--cui-bgv", style)
        if case .rectangle = shape { return }
        writer.addClass("cui-bgr")
        writer.radiusVariable("--cui-bgr", shape)
    }

    /// Clips the box; returns the id of an SVG clip path to write when CSS has no equivalent.
    mutating func clip(_ shape: AnyShape) -> Int? {
        if shape.base(as: Circle.self) != nil {
            writer.addClass("cui-clipc")
            return nil
        }
        if shape.base(as: Ellipse.self) != nil {
            writer.addClass("cui-clipe")
            return nil
        }
        if let css = CSSShape(shape) {
            writer.addClass("cui-clip")
            if case .rectangle = css { return nil }
            writer.addClass("cui-rad")
            writer.radiusVariable("--cui-rad", css)
            return nil
        }
        let id = nextID()
        writer.addClass("cui-clipp")
        writer.styleVarStart("--cui-clip")
        writer.styleRaw("url(#cui-d")
        writer.styleNumber(id)
        writer.styleRaw(")")
        writer.styleVarEnd()
        return id
    }

    /// An SVG clip path in the box's own units, from the shape's path in a 100×100 rect; a path
    /// that does not change with its frame (a `Path`) in pixels from the box's top-left corner.
    mutating func writeClipDefinition(_ shape: AnyShape, id: Int) {
        let geometry = ShapeGeometry(shape)
        writer.raw("<svg class=\"cui-defs\" aria-hidden=\"true\"><clipPath id=\"cui-d")
        writer.number(id)
        writer.raw(geometry.isFixed ? "\" clipPathUnits=\"userSpaceOnUse\"><path d=\"" : "\" clipPathUnits=\"objectBoundingBox\"><path transform=\"scale(0.01)\" d=\"")
        writer.pathData(geometry.path)
        writer.raw("\"></path></clipPath></svg>")
    }

    /// A background or overlay layer: an absolutely positioned grid over the box. A mask's views
    /// are a hidden layer, there for their frames only.
    mutating func renderLayer(_ layer: ResolvedLayer, of node: ResolvedNode, isBackground: Bool, isHidden: Bool = false) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-layer")
        writer.addClass("cui-g")
        if isBackground { writer.addClass("cui-bgl") }
        if isHidden {
            writer.addClass("cui-hidden")
            writer.attribute("aria-hidden", static: "true")
        }
        switch layer {
        case .content(let nodes, let alignment):
            gridAlignment(alignment)
            writer.endStartTag()
            for child in nodes { render(child, placement: .plain) }
        case .style(let style, let shape):
            writer.endStartTag()
            let paint = ShapePaint(fill: style)
            writeShape(shape ?? AnyShape(Rectangle()), paint: paint, node: node, placement: nil, flexibility: .both)
        }
        writer.endElement(tag)
    }

    /// `justify-items` and `align-items` of a grid-placed container (`ZStack`, layers).
    mutating func gridAlignment(_ alignment: Alignment) {
        switch alignment.horizontal {
        case .leading: writer.addClass("cui-jis")
        case .trailing: writer.addClass("cui-jie")
        default: break
        }
        switch alignment.vertical {
        case .top: writer.addClass("cui-ais")
        case .bottom: writer.addClass("cui-aie")
        default: break
        }
    }
}
