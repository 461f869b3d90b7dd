import ContainerUICore
import Foundation

/// A `Canvas`'s drawing: one inline `<svg>` (`div.cui-canvas`, clipped to the frame) in the
/// canvas's own pixels, each operation an element in drawing order. A fill or stroke is a
/// `<path>` with its transform as `transform="matrix(…)"` (so strokes scale with it, as in
/// SwiftUI), its paint in its `style` (`fill`, `stroke`: colours and shape styles as SVG paints
/// them, gradients in the canvas's points as `userSpaceOnUse` `<linearGradient>` and
/// `<radialGradient>` with the stops between the start and end radii, spread as the gradient
/// options say), its opacity as `opacity` and its blend mode as `cui-bm`; a layer is a `<g>` of its operations with the opacity and blend mode. Each clip
/// is a `<clipPath>` of its path in the transform it was set in (an inverse one a `<mask>` of
/// the canvas with the path cut out), and an operation drawn within clips is wrapped in a
/// `<g clip-path>` (`<g mask>`) per clip. The canvas's accessibility is its reader's
/// element's (``renderGeometryReader``): `role="img"` and its label, or hidden. Texts, images,
/// symbol views, filters and Porter–Duff blend modes are drawn as `CanvasText+HTML.swift`,
/// `CanvasImage+HTML.swift`, `CanvasSymbol+HTML.swift`, `CanvasFilter+HTML.swift` and
/// `CanvasBlendMode+HTML.swift` say.
extension HTMLRenderer {
    mutating func renderCanvas(_ canvas: ResolvedCanvas, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-canvas")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        writer.raw("<svg aria-hidden=\"true\">")
        var clipIDs: [Int] = []
        if !canvas.clips.isEmpty {
            writer.raw("<defs>")
            for clip in canvas.clips {
                let id = nextID()
                clipIDs.append(id)
                if clip.isInverse {
                    writeInverseClipMask(clip, id: id, size: canvas.size)
                    continue
                }
                writer.raw("<clipPath id=\"cui-d")
                writer.number(id)
                writer.raw("\" clipPathUnits=\"userSpaceOnUse\">")
                writeClipPath(clip, rule: " clip-rule=\"evenodd\"")
                writer.raw("></path></clipPath>")
            }
            writer.raw("</defs>")
        }
        let target = CanvasTarget(size: canvas.size, clips: canvas.clips, clipIDs: clipIDs, node: node)
        writeCanvasOperations(canvas.operations[...], target: target, openClips: [])
        writer.raw("</svg>")
        writer.endElement(tag)
    }

    /// Writes `operations`, each inside the clips of its state not already open around it; the
    /// last drawn with a Porter–Duff mode composited with those before it (``writePorterDuff``).
    mutating func writeCanvasOperations(_ operations: ArraySlice<CanvasOperation>, target: CanvasTarget, openClips: [Int]) {
        guard let last = operations.lastIndex(where: { $0.state.blendMode.isPorterDuff }) else {
            for operation in operations { writeCanvasOperation(operation, target: target, openClips: openClips) }
            return
        }
        writePorterDuff(source: operations[last], destination: operations[..<last], target: target, openClips: openClips)
        for operation in operations[(last + 1)...] { writeCanvasOperation(operation, target: target, openClips: openClips) }
    }

    /// Writes `operation` inside the clips of its state not already open around it.
    mutating func writeCanvasOperation(_ operation: CanvasOperation, target: CanvasTarget, openClips: [Int]) {
        let state = operation.state
        let clips = state.clips.filter { !openClips.contains($0) }
        for clip in clips {
            writer.raw(target.clips[clip].isInverse ? "<g mask=\"url(#cui-d" : "<g clip-path=\"url(#cui-d")
            writer.number(target.clipIDs[clip])
            writer.raw(")\">")
        }
        let isFiltered = openCanvasFilters(state.filters)
        switch operation {
        case .fill(let path, let shading, let style, _):
            let gradientID = writeCanvasGradient(shading)
            writer.startElement("path")
            canvasCompositing(state)
            writer.styleVarStart("fill")
            canvasPaint(shading, gradientID: gradientID)
            writer.styleVarEnd()
            writer.styleVar("stroke", static: "none")
            canvasPath(path, transform: state.transform)
            if style.isEOFilled { writer.raw(" fill-rule=\"evenodd\"") }
            writer.endStartTag()
            writer.endElement("path")
        case .stroke(let path, let shading, let style, _):
            let gradientID = writeCanvasGradient(shading)
            writer.startElement("path")
            canvasCompositing(state)
            writer.styleVar("fill", static: "none")
            writer.styleVarStart("stroke")
            canvasPaint(shading, gradientID: gradientID)
            writer.styleVarEnd()
            canvasPath(path, transform: state.transform)
            canvasStrokeAttributes(style)
            writer.endStartTag()
            writer.endElement("path")
        case .text(let text, let placement, let shading, _):
            writeCanvasText(text, placement: placement, shading: shading, state: state)
        case .image(let image, let placement, let shading, _):
            writeCanvasImage(image, placement: placement, shading: shading, state: state, node: target.node)
        case .symbol(let symbol, let rect, _):
            writeCanvasSymbol(symbol, in: rect, state: state, canvas: target.node)
        case .layer(let inner, _):
            writer.startElement("g")
            canvasCompositing(state)
            writer.endStartTag()
            writeCanvasOperations(inner[...], target: target, openClips: openClips + clips)
            writer.endElement("g")
        }
        if isFiltered { writer.endElement("g") }
        for _ in clips { writer.raw("</g>") }
    }

    /// An inverse clip: a `<mask>` over the canvas, white but for the path, black in the
    /// transform it was set in with its fill rule.
    private mutating func writeInverseClipMask(_ clip: CanvasClip, id: Int, size: CGSize) {
        startCanvasMask(id: id, size: size, white: true)
        writeClipPath(clip, rule: " fill-rule=\"evenodd\"")
        writer.raw(" fill=\"black\"></path></mask>")
    }

    /// Opens a clip's `<path>` in the transform it was set in, with `rule` for an even-odd clip;
    /// the caller adds its own attributes and closes it.
    private mutating func writeClipPath(_ clip: CanvasClip, rule: StaticString) {
        writer.raw("<path d=\"")
        writer.pathData(clip.path)
        writer.raw("\"")
        writeMatrix(clip.transform)
        if clip.fillStyle.isEOFilled { writer.raw(rule) }
    }

    /// Opens a luminance `<mask>` `id` over the canvas, a rect of its size in white (what the
    /// mask's content does not cover is kept) or black (hidden).
    mutating func startCanvasMask(id: Int, size: CGSize, white: Bool) {
        writer.raw("<mask id=\"cui-d")
        writer.number(id)
        writer.raw("\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\"")
        writer.attribute("width", number: Double(size.width))
        writer.attribute("height", number: Double(size.height))
        writer.raw("><rect")
        writer.attribute("width", number: Double(size.width))
        writer.attribute("height", number: Double(size.height))
        writer.raw(white ? " fill=\"white\"></rect>" : " fill=\"black\"></rect>")
    }

    /// The opacity attribute and the blend mode class of an element, where not the defaults.
    mutating func canvasCompositing(_ state: CanvasState) {
        if state.opacity < 1 { writer.attribute("opacity", number: state.opacity) }
        if state.blendMode != .normal, let keyword = state.blendMode.viewBlendMode?.cssKeyword {
            writer.addClass("cui-bm")
            writer.styleVar("--cui-bm", static: keyword)
        }
    }

    /// ` d="…"` and the transform, where not the identity.
    private mutating func canvasPath(_ path: Path, transform: CGAffineTransform) {
        writer.raw(" d=\"")
        writer.pathData(path)
        writer.raw("\"")
        writeMatrix(transform)
    }

    /// ` transform="matrix(a b c d tx ty)"`, or nothing for the identity.
    mutating func writeMatrix(_ t: CGAffineTransform) {
        guard t != .identity else { return }
        writer.raw(" transform=\"matrix(")
        for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
            if index > 0 { writer.raw(" ") }
            writer.number(Double(value))
        }
        writer.raw(")\"")
    }

    /// The stroke's width, and its caps, joins, miter limit and dashes where SVG's defaults differ.
    private mutating func canvasStrokeAttributes(_ style: StrokeStyle) {
        writer.attribute("stroke-width", number: Double(max(style.lineWidth, 0)))
        switch style.lineCap {
        case .butt: break
        case .round: writer.raw(" stroke-linecap=\"round\"")
        case .square: writer.raw(" stroke-linecap=\"square\"")
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 4 { writer.attribute("stroke-miterlimit", number: Double(max(style.miterLimit, 1))) }
        case .round: writer.raw(" stroke-linejoin=\"round\"")
        case .bevel: writer.raw(" stroke-linejoin=\"bevel\"")
        }
        guard !style.dash.isEmpty else { return }
        writer.raw(" stroke-dasharray=\"")
        for (index, length) in style.dash.enumerated() {
            if index > 0 { writer.raw(" ") }
            writer.number(Double(max(length, 0)))
        }
        writer.raw("\"")
        if style.dashPhase != 0 { writer.attribute("stroke-dashoffset", number: Double(style.dashPhase)) }
    }

    /// The paint: a gradient's `url(#…)`, or the style as SVG paints a shape's.
    mutating func canvasPaint(_ shading: CanvasShading, gradientID: Int?) {
        if let gradientID {
            writer.styleRaw("url(#cui-d")
            writer.styleNumber(gradientID)
            writer.styleRaw(")")
        } else if case .style(let style) = shading {
            writer.styleSolidColor(style)
        }
    }

    /// Writes the `<defs>` of a gradient shading and returns its id; `nil` for other paints.
    mutating func writeCanvasGradient(_ shading: CanvasShading) -> Int? {
        switch shading {
        case .style(.linearGradient(let gradient)):
            let id = nextID()
            writeGradientDefinition(gradient, id: id)
            return id
        case .style: return nil
        case .linearGradient(let gradient, let start, let end, let spread):
            let id = nextID()
            writer.raw("<defs>")
            writeLinearGradientElement(gradient, id: id, userSpace: true, from: start, to: end, spread: spread)
            writer.raw("</defs>")
            return id
        case .radialGradient(let gradient, let center, let start, let end, let spread):
            let id = nextID()
            writer.raw("<defs>")
            writeRadialGradientElement(
                gradient, id: id, userSpace: true, center: center, radius: Double(end), stopsFrom: Double(min(start, end)), to: Double(end), spread: spread)
            writer.raw("</defs>")
            return id
        }
    }
}

/// What every operation of one canvas is written against: its size, its clips and their ids,
/// and its node (for warnings).
struct CanvasTarget {
    var size: CGSize
    var clips: [CanvasClip]
    var clipIDs: [Int]
    var node: ResolvedNode
}
