import ContainerUICore
import Foundation

/// Shapes: rectangles, rounded rectangles and capsules as CSS boxes; every other shape as an
/// inline SVG path scaled to the element (see ``ShapeGeometry``), or, for a path that does not
/// change with its frame (a `Path`), an SVG without a view box drawing it in pixels from the
/// element's top-left corner (the stylesheet's `overflow: visible` shows what lies outside). A dashed rectangle or rounded
/// rectangle, or a rectangle with round or beveled joins, is an SVG `<rect>` the size of the
/// element, which CSS outlines cannot draw. A stroked trim of a rectangle or rounded rectangle
/// (without dashes of its own) is that `<rect>` with one dash from the start fraction of its
/// perimeter to the end, the perimeter computed by CSS in the `<svg>`'s container query units
/// (`cui-trim`), so the cut is exact in a frame of any shape.
extension HTMLRenderer {
    /// The paint of a shape.
    struct ShapePaint {
        var fill: ResolvedShapeStyle?
        var fillStyle = FillStyle()
        var stroke: ResolvedShapeStyle?
        var strokeStyle: StrokeStyle?
        /// Whether the stroke lies inside the outline (`strokeBorder`).
        var insetsStroke = false
        /// The shadows the fill or stroke style draws.
        var shadows: [ShadowStyle] = []
        /// Whether a stroke is drawn under the fill, which covers its inner half.
        var strokeUnderFill = false
    }

    mutating func renderShape(_ shape: ResolvedShape, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        // A border under a fill is all inside the outline, so the fill hides it.
        let hiddenBorder = shape.insetsStroke && shape.strokeUnderFill && shape.fill != nil
        let paint = ShapePaint(
            fill: shape.fill, fillStyle: shape.fillStyle, stroke: hiddenBorder ? nil : shape.stroke, strokeStyle: shape.strokeStyle,
            insetsStroke: shape.insetsStroke, shadows: shape.shadows, strokeUnderFill: shape.strokeUnderFill && shape.fill != nil
        )
        writeShape(concentric(shape.shape, key: node.id), paint: paint, node: node, placement: placement, flexibility: flexibility)
    }

    /// Writes one element drawing `shape` with `paint`, filling its frame.
    mutating func writeShape(_ shape: AnyShape, paint: ShapePaint, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        applyPlacement(placement, node: node, flexibility: flexibility)
        // A moved, turned, scaled or inset shape is its shape drawn in SVG inside a transformed
        // group and an inset viewport.
        let parts = shape.drawingParts
        let css = parts == nil ? CSSShape(shape) : nil
        let trimmedRect = css == nil ? Self.trimmedRect(shape, paint) : nil
        if parts == nil, let clip = Self.gradientClip(shape, paint) {
            // A circle or ellipse filled with a gradient SVG cannot draw: the gradient as CSS on
            // the frame, clipped to the shape.
            writer.addClass("cui-cssshape")
            writer.addClass(clip)
            writer.styleVar("--cui-rad", px: 0)
            if let fill = paint.fill { writer.paintVariable("--cui-fill", fill) }
            let filterID = shadowVariables(paint.shadows, onBox: false)
            writer.endStartTag()
            if let filterID { writeInnerShadowFilter(paint.shadows, id: filterID) }
            return writer.endElement(tag)
        }
        if let css, !Self.needsSVGRect(css, paint) {
            if paint.fill != nil { writer.addClass("cui-cssshape") }
            if paint.stroke != nil || paint.fill == nil { writer.addClass("cui-cssstroke") }
            if paint.insetsStroke { writer.addClass("cui-cssborder") }
            if paint.strokeUnderFill, paint.stroke != nil { writer.addClass("cui-cssunder") }
            if let backdrop = paint.fill?.backdropClass { writer.addClass(backdrop) }
            writer.radiusVariable("--cui-rad", css)
            if let fill = paint.fill { writer.paintVariable("--cui-fill", fill) }
            strokeVariables(paint, widthScale: 1, trim: nil)
            let filterID = shadowVariables(paint.shadows, onBox: paint.fill != nil)
            writer.endStartTag()
            if let filterID { writeInnerShadowFilter(paint.shadows, id: filterID) }
            return writer.endElement(tag)
        }
        writer.addClass("cui-shape")
        if paint.fillStyle.isEOFilled { writer.addClass("cui-evenodd") }
        if paint.strokeUnderFill, paint.stroke != nil { writer.addClass("cui-strokefirst") }
        // SVG draws linear and elliptical gradients; radial ones in points and angular ones
        // are drawn in their first colour (SVG has no conic gradient, and a path's box is
        // not known here to turn points into its units).
        let gradientID = paint.fill.flatMap { fill -> Int? in
            switch fill {
            case .linearGradient, .ellipticalGradient: nextID()
            default: nil
            }
        }
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
        // A border is the stroke twice as wide, clipped to the shape's inside.
        strokeVariables(paint, widthScale: paint.insetsStroke ? 2 : 1, trim: trimmedRect)
        let partsRect = parts.flatMap { Self.transformedRect($0.base) }
        if case .capsule? = partsRect { writer.addClass("cui-stcap") }
        if let parts, parts.inset != 0 { writer.styleVar("--cui-sti", px: Double(parts.inset)) }
        let filterID = shadowVariables(paint.shadows, onBox: false)
        writer.endStartTag()
        if let filterID { writeInnerShadowFilter(paint.shadows, id: filterID) }
        let outline: ShapeOutline
        // Whether the outline is drawn in a 100 × 100 view box scaled to the frame (not a
        // `<rect>` as large as the SVG, nor a fixed path in the frame's own pixels), and how.
        var viewBox: ShapeGeometry?
        if let css = css ?? trimmedRect?.css ?? partsRect {
            outline = .rect(css)
        } else {
            let geometry = ShapeGeometry(parts?.base ?? shape)
            outline = .path(geometry.path)
            if !geometry.isFixed { viewBox = geometry }
        }
        if let viewBox, parts == nil {
            writeViewBoxStart(viewBox)
        } else {
            writer.raw("<svg aria-hidden=\"true\">")
        }
        let isInViewBox = viewBox != nil
        let clipID = paint.insetsStroke && paint.stroke != nil ? nextID() : nil
        if gradientID != nil || clipID != nil {
            writer.raw("<defs>")
            if let gradientID, case .linearGradient(let gradient) = paint.fill {
                writeGradientElement(gradient, id: gradientID)
            }
            if let gradientID, case .ellipticalGradient(let gradient) = paint.fill {
                // In the path's viewBox of 100 × 100, stretched to the frame, a circle is the
                // frame's ellipse; a rectangle's outline is drawn in the frame's own units.
                writeGradientElement(gradient, id: gradientID, inViewBox: isInViewBox)
            }
            if let clipID {
                writer.raw("<clipPath id=\"cui-d")
                writer.number(clipID)
                writer.raw("\">")
                writeOutline(outline)
                writer.raw("</clipPath>")
            }
            writer.raw("</defs>")
        }
        if let parts {
            if !parts.transforms.isEmpty { writeTransformGroupStart(parts.transforms) }
            let viewportEnd = viewBox != nil || parts.inset != 0 ? writeInnerViewportStart(viewBox, inset: parts.inset) : nil
            writeOutline(outline, paint: paint, clipID: clipID)
            if let viewportEnd { writer.raw(viewportEnd) }
            if !parts.transforms.isEmpty { writer.endElement("g") }
        } else {
            writeOutline(outline, paint: paint, clipID: clipID)
        }
        writer.raw("</svg>")
        writer.endElement(tag)
    }

    /// The `<rect>` a transformed or inset rectangle, rounded rectangle or capsule is drawn as (a
    /// capsule's radii from the SVG's container query units less the inset, `cui-stcap`); `nil`
    /// for other shapes, drawn as paths (an uneven rectangle's corners need the element's `dir`,
    /// which a `<rect>` has not).
    private static func transformedRect(_ base: AnyShape) -> CSSShape? {
        let css = CSSShape(base)
        if case .uneven? = css { return nil }
        return css
    }

    /// Starts the `<svg>` of a path in the 100 × 100 view box, scaled to its viewport as
    /// `geometry` says.
    private mutating func writeViewBoxStart(_ geometry: ShapeGeometry) {
        writer.raw("<svg")
        writeViewBoxAttributes(geometry)
        writer.raw(" aria-hidden=\"true\">")
    }

    /// ` viewBox="0 0 100 100" preserveAspectRatio="…"`.
    private mutating func writeViewBoxAttributes(_ geometry: ShapeGeometry) {
        writer.raw(" viewBox=\"0 0 100 100\" preserveAspectRatio=\"")
        writer.raw(geometry.stretches ? "none" : "xMidYMid meet")
        writer.raw("\"")
    }

    /// Starts what a transformed or inset shape is drawn in: for an inset, a `<foreignObject>`
    /// inset on every side by `--cui-sti` (`cui-sti`: SVG's `x`, `y`, `width` and `height` as CSS
    /// properties, which Chromium honours there and not on a nested `<svg>`) holding an `<svg>`
    /// that fills it; otherwise a nested `<svg>` of the path's view box. Either shows what a
    /// transform moves out of it. Returns the closing tags.
    private mutating func writeInnerViewportStart(_ viewBox: ShapeGeometry?, inset: CGFloat) -> StaticString {
        if inset != 0 { writer.raw("<foreignObject class=\"cui-sti\" width=\"100%\" height=\"100%\">") }
        writer.raw("<svg")
        if let viewBox { writeViewBoxAttributes(viewBox) }
        writer.raw(" overflow=\"visible\">")
        return inset != 0 ? "</svg></foreignObject>" : "</svg>"
    }

    /// Starts the `<g>` that moves, turns and scales a transformed shape (`cui-stf`): the
    /// transforms, outermost first, as one CSS transform about the SVG's top-left corner, whose
    /// percentages are of the frame, so anchors in unit points need no frame size. Strokes keep
    /// their width (`non-scaling-stroke`), as SwiftUI strokes the transformed path.
    private mutating func writeTransformGroupStart(_ transforms: [ShapeTransform]) {
        writer.startElement("g")
        writer.addClass("cui-stf")
        writer.styleVarStart("--cui-stf")
        for (index, transform) in transforms.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            switch transform {
            case .offset(let offset):
                writer.styleRaw("translate(")
                writer.stylePx(Double(offset.width))
                writer.styleRaw(",")
                writer.stylePx(Double(offset.height))
                writer.styleRaw(")")
            case .rotation(let angle, let anchor):
                writeAboutAnchor(anchor) {
                    $0.styleRaw("rotate(")
                    $0.styleNumber(angle.degrees)
                    $0.styleRaw("deg)")
                }
            case .scale(let scale, let anchor):
                writeAboutAnchor(anchor) {
                    $0.styleRaw("scale(")
                    $0.styleNumber(Double(scale.width))
                    $0.styleRaw(",")
                    $0.styleNumber(Double(scale.height))
                    $0.styleRaw(")")
                }
            case .affine(let t):
                writer.styleRaw("matrix(")
                for (position, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                    if position > 0 { writer.styleRaw(",") }
                    writer.styleNumber(Double(value))
                }
                writer.styleRaw(")")
            }
        }
        writer.styleVarEnd()
        writer.endStartTag()
    }

    /// `translate(x%,y%) <linear> translate(-x%,-y%)`: `linear` about the anchor.
    private mutating func writeAboutAnchor(_ anchor: UnitPoint, _ linear: (inout HTMLOutput) -> Void) {
        writer.styleRaw("translate(")
        writer.styleNumber(Double(anchor.x * 100))
        writer.styleRaw("%,")
        writer.styleNumber(Double(anchor.y * 100))
        writer.styleRaw("%) ")
        linear(&writer)
        writer.styleRaw(" translate(")
        writer.styleNumber(Double(-anchor.x * 100))
        writer.styleRaw("%,")
        writer.styleNumber(Double(-anchor.y * 100))
        writer.styleRaw("%)")
    }

    /// The clip class (`cui-clipcircle`, `cui-clipellipse`) of a circle or ellipse filled, and
    /// not stroked, with a radial, elliptical or angular gradient; `nil` otherwise.
    private static func gradientClip(_ shape: AnyShape, _ paint: ShapePaint) -> StaticString? {
        guard paint.stroke == nil, let fill = paint.fill else { return nil }
        switch fill {
        case .radialGradient, .ellipticalGradient, .angularGradient: break
        default: return nil
        }
        if shape.base(as: Circle.self) != nil { return "cui-clipcircle" }
        if shape.base(as: Ellipse.self) != nil { return "cui-clipellipse" }
        return nil
    }

    /// Whether a CSS shape's stroke needs SVG: dashes, or joins other than miter at a
    /// rectangle's corners. A capsule keeps its outline: an SVG `<rect>` cannot round its ends
    /// by the shorter side without knowing which it is.
    private static func needsSVGRect(_ css: CSSShape, _ paint: ShapePaint) -> Bool {
        guard paint.stroke != nil, let style = paint.strokeStyle else { return false }
        switch css {
        // An uneven rectangle's corners need the element's `dir`, which a `<rect>` has not:
        // its stroke stays a solid outline.
        case .capsule, .uneven: return false
        case .rectangle: return !style.dash.isEmpty || style.lineJoin != .miter
        case .rounded(let size):
            return !style.dash.isEmpty || (style.lineJoin != .miter && (size.width <= 0 || size.height <= 0))
        }
    }

    /// A stroked trim of a rectangle or rounded rectangle without dashes of its own, drawn as a
    /// `<rect>` with one dash: the CSS shape and the fractions clamped to 0...1. A capsule's ends
    /// depend on its shorter side, which a `<rect>` cannot know, and an uneven rectangle's
    /// corners differ, so their trims stay paths.
    private static func trimmedRect(_ shape: AnyShape, _ paint: ShapePaint) -> (css: CSSShape, from: CGFloat, to: CGFloat)? {
        guard paint.stroke != nil, paint.fill == nil, paint.strokeStyle?.dash.isEmpty ?? true,
              let trimmed = shape.trimmedParts, let css = CSSShape(trimmed.untrimmed) else { return nil }
        switch css {
        case .capsule, .uneven: return nil
        case .rectangle, .rounded: break
        }
        func clamped(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        return (css, clamped(trimmed.startFraction), clamped(trimmed.endFraction))
    }

    /// Returns a fresh number for an SVG definition id.
    mutating func nextID() -> Int {
        nextDefinitionID += 1
        return nextDefinitionID
    }

    /// The stroke's paint, width and dashes (a trimmed `<rect>`'s in ``trimVariables``), or no
    /// stroke for an empty trim.
    private mutating func strokeVariables(_ paint: ShapePaint, widthScale: Double, trim: (css: CSSShape, from: CGFloat, to: CGFloat)?) {
        writer.styleVarStart("--cui-stroke")
        if let stroke = paint.stroke, trim.map({ $0.from < $0.to }) ?? true { writer.styleSolidColor(stroke) } else { writer.styleRaw("none") }
        writer.styleVarEnd()
        writer.styleVar("--cui-sw", px: Double(paint.stroke == nil ? 0 : paint.strokeStyle?.lineWidth ?? 1) * widthScale)
        if let trim { return trimVariables(trim.css, from: trim.from, to: trim.to) }
        writer.styleVarStart("--cui-dash")
        let dash = paint.strokeStyle?.dash ?? []
        if dash.isEmpty { writer.styleRaw("none") }
        for (index, length) in dash.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            writer.stylePx(Double(max(length, 0)))
        }
        writer.styleVarEnd()
    }

    /// `cui-trim`, whose stylesheet rule draws a trimmed `<rect>`'s one dash: the kept fraction
    /// (`--cui-tk`) of the rectangle's perimeter, computed in the `<svg>`'s container query units
    /// with the rounded corners' arcs in place of their square corners (`--cui-pc`, the arcs less
    /// the corners), then a whole perimeter's gap, moved to start at `from` (`--cui-tf`). The
    /// element carries plain numbers only; the stylesheet does the arithmetic. SVG shrinks corner
    /// radii larger than half a side; the perimeter keeps them as given.
    private mutating func trimVariables(_ css: CSSShape, from: CGFloat, to: CGFloat) {
        writer.addClass("cui-trim")
        var corners = 0.0
        if case .rounded(let size) = css {
            let rx = Double(max(size.width, 0)), ry = Double(max(size.height, 0))
            // Ramanujan's perimeter of the ellipse the four corners make (exact for a circle),
            // less the eight half sides it replaces.
            let h = rx + ry > 0 ? pow(rx - ry, 2) / pow(rx + ry, 2) : 0
            let ellipse = Double.pi * (rx + ry) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
            corners = ellipse - 4 * (rx + ry)
        }
        writer.styleVar("--cui-tk", number: Double(max(to - from, 0)))
        writer.styleVar("--cui-tf", number: Double(from))
        writer.styleVar("--cui-pc", px: corners)
    }

    /// Writes `<linearGradient>` with its stops, for a `<defs>`, in the bounding box's units.
    mutating func writeGradientElement(_ gradient: LinearGradient, id: Int) {
        writeLinearGradientElement(
            gradient.gradient, id: id, userSpace: false,
            from: CGPoint(x: gradient.startPoint.x, y: gradient.startPoint.y), to: CGPoint(x: gradient.endPoint.x, y: gradient.endPoint.y))
    }

    /// Writes `<radialGradient>` for an elliptical gradient: its ellipse fits the frame as SVG
    /// stretches a circle of the path's viewBox (`userSpaceOnUse`), or as a circle of the
    /// bounding box does for an outline without a viewBox.
    private mutating func writeGradientElement(_ gradient: EllipticalGradient, id: Int, inViewBox: Bool) {
        let scale = inViewBox ? 100.0 : 1.0
        let start = Double(gradient.startRadiusFraction), end = max(Double(gradient.endRadiusFraction), 0)
        writeRadialGradientElement(
            gradient.gradient, id: id, userSpace: inViewBox,
            center: CGPoint(x: gradient.center.x * scale, y: gradient.center.y * scale), radius: end * scale,
            stopsFrom: start, to: end)
    }

    /// Writes `<linearGradient>` from `from` to `to`: in user space (the SVG's own units) or in
    /// the bounding box's (0 to 1).
    mutating func writeLinearGradientElement(_ gradient: Gradient, id: Int, userSpace: Bool, from: CGPoint, to: CGPoint, spread: CanvasGradientSpread = .pad) {
        writer.raw("<linearGradient id=\"cui-d")
        writer.number(id)
        writer.raw(userSpace ? "\" gradientUnits=\"userSpaceOnUse\"" : "\"")
        writeSpreadMethod(spread)
        writer.attribute("x1", number: Double(from.x))
        writer.attribute("y1", number: Double(from.y))
        writer.attribute("x2", number: Double(to.x))
        writer.attribute("y2", number: Double(to.y))
        writer.raw(">")
        for stop in gradient.stops {
            writeStop(color: stop.color, offset: Double(stop.location))
        }
        writer.raw("</linearGradient>")
    }

    /// Writes `<radialGradient>` of `radius` round `center` (in user space or the bounding
    /// box's units), each stop at its place between the radii `from` and `to` as a fraction of
    /// `to` (the Nu validator rejects SVG 2's `fr`, so inside `from` is the first colour).
    mutating func writeRadialGradientElement(
        _ gradient: Gradient, id: Int, userSpace: Bool, center: CGPoint, radius: Double, stopsFrom from: Double, to: Double,
        spread: CanvasGradientSpread = .pad
    ) {
        writer.raw("<radialGradient id=\"cui-d")
        writer.number(id)
        writer.raw(userSpace ? "\" gradientUnits=\"userSpaceOnUse\"" : "\"")
        writeSpreadMethod(spread)
        writer.attribute("cx", number: Double(center.x))
        writer.attribute("cy", number: Double(center.y))
        writer.attribute("r", number: radius)
        writer.raw(">")
        for stop in gradient.stops {
            writeStop(color: stop.color, offset: to > 0 ? (from + Double(stop.location) * (to - from)) / to : 0)
        }
        writer.raw("</radialGradient>")
    }

    /// ` spreadMethod="repeat"` or `"reflect"`; nothing for SVG's default, `pad`.
    private mutating func writeSpreadMethod(_ spread: CanvasGradientSpread) {
        switch spread {
        case .pad: break
        case .repeat: writer.raw(" spreadMethod=\"repeat\"")
        case .mirror: writer.raw(" spreadMethod=\"reflect\"")
        }
    }

    /// Writes a gradient's `<stop>`.
    private mutating func writeStop(color: Color, offset: Double) {
        writer.startElement("stop")
        writer.attribute("offset", number: offset)
        writer.addClass("cui-stop")
        writer.styleVarStart("--cui-sc")
        writer.styleColor(color)
        writer.styleVarEnd()
        writer.endStartTag()
        writer.endElement("stop")
    }

    /// Writes `<defs>` holding one gradient, for SVGs of other views.
    mutating func writeGradientDefinition(_ gradient: LinearGradient, id: Int) {
        writer.raw("<defs>")
        writeGradientElement(gradient, id: id)
        writer.raw("</defs>")
    }
}
