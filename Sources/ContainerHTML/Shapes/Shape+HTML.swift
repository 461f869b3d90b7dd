import ContainerUICore
import Foundation

/// Shapes: rectangles, rounded rectangles and capsules as CSS boxes; every other shape as an
/// inline SVG path scaled to the element (see ``ShapeGeometry``).
extension HTMLRenderer {
    /// The paint of a shape.
    struct ShapePaint {
        var fill: ResolvedShapeStyle?
        var fillStyle = FillStyle()
        var stroke: ResolvedShapeStyle?
        var strokeStyle: StrokeStyle?
    }

    mutating func renderShape(_ shape: ResolvedShape, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let paint = ShapePaint(fill: shape.fill, fillStyle: shape.fillStyle, stroke: shape.stroke, strokeStyle: shape.strokeStyle)
        writeShape(shape.shape, paint: paint, node: node, placement: placement, flexibility: flexibility)
    }

    /// Writes one element drawing `shape` with `paint`, filling its frame.
    mutating func writeShape(_ shape: AnyShape, paint: ShapePaint, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        applyPlacement(placement, node: node, flexibility: flexibility)
        if let css = CSSShape(shape) {
            writer.addClass(paint.fill != nil ? "cui-cssshape" : "cui-cssstroke")
            if case .material = paint.fill { writer.addClass("cui-mat") }
            writer.styleVarStart("--cui-rad")
            writer.styleRadius(css)
            writer.styleVarEnd()
            if let fill = paint.fill { writer.paintVariable("--cui-fill", fill) }
            strokeVariables(paint)
            writer.endStartTag()
            return writer.endElement(tag)
        }
        writer.addClass("cui-shape")
        if paint.fillStyle.isEOFilled { writer.addClass("cui-evenodd") }
        let gradientID = paint.fill.flatMap { if case .linearGradient = $0 { nextID() } else { nil } }
        writer.styleVarStart("--cui-fill")
        if let gradientID {
            writer.styleRaw("url(#cui-d")
            writer.styleNumber(gradientID)
            writer.styleRaw(")")
        } else if let fill = paint.fill {
            writer.styleSolidColor(fill)
        } else {
            writer.styleRaw("none")
        }
        writer.styleVarEnd()
        strokeVariables(paint)
        writer.endStartTag()
        let geometry = ShapeGeometry(shape)
        writer.raw("<svg viewBox=\"0 0 100 100\" preserveAspectRatio=\"")
        writer.raw(geometry.stretches ? "none" : "xMidYMid meet")
        writer.raw("\" aria-hidden=\"true\">")
        if let gradientID, case .linearGradient(let gradient) = paint.fill {
            writeGradientDefinition(gradient, id: gradientID)
        }
        writer.raw("<path d=\"")
        writer.pathData(geometry.path)
        writer.raw("\"></path></svg>")
        writer.endElement(tag)
    }

    /// Returns a fresh number for an SVG definition id.
    mutating func nextID() -> Int {
        nextDefinitionID += 1
        return nextDefinitionID
    }

    private mutating func strokeVariables(_ paint: ShapePaint) {
        writer.styleVarStart("--cui-stroke")
        if let stroke = paint.stroke { writer.styleSolidColor(stroke) } else { writer.styleRaw("none") }
        writer.styleVarEnd()
        writer.styleVar("--cui-sw", px: Double(paint.stroke == nil ? 0 : paint.strokeStyle?.lineWidth ?? 1))
        writer.styleVarStart("--cui-dash")
        let dash = paint.strokeStyle?.dash ?? []
        if dash.isEmpty { writer.styleRaw("none") }
        for (index, length) in dash.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            writer.stylePx(Double(max(length, 0)))
        }
        writer.styleVarEnd()
    }

    mutating func writeGradientDefinition(_ gradient: LinearGradient, id: Int) {
        writer.raw("<defs><linearGradient id=\"cui-d")
        writer.number(id)
        writer.raw("\"")
        writer.attribute("x1", number: Double(gradient.startPoint.x))
        writer.attribute("y1", number: Double(gradient.startPoint.y))
        writer.attribute("x2", number: Double(gradient.endPoint.x))
        writer.attribute("y2", number: Double(gradient.endPoint.y))
        writer.raw(">")
        for stop in gradient.gradient.stops {
            writer.startElement("stop")
            writer.attribute("offset", number: Double(stop.location))
            writer.addClass("cui-stop")
            writer.styleVarStart("--cui-sc")
            writer.styleColor(stop.color)
            writer.styleVarEnd()
            writer.endStartTag()
            writer.endElement("stop")
        }
        writer.raw("</linearGradient></defs>")
    }
}
