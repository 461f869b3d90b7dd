import ContainerUICore
import Foundation

extension ResolvedKind {
    /// A canvas's operations in drawing order: each `fill`, `stroke`, `text`, `image`, `symbol`
    /// or `layer` with its path (SVG path data in the operation's own coordinates), its text
    /// (characters, point and anchor or rect, font), its image (name, point and anchor or rect)
    /// or its symbol view (tag, rect, and the view as a node, its ids below the canvas node's
    /// id `canvas`), its paint, its transform as `[a, b, c, d, tx, ty]`, its opacity, its blend
    /// mode, the indices of its clips and its filters, if any; a layer's operations inside it.
    func encodeCanvasOperations(_ operations: [CanvasOperation], canvas: String, into json: inout JSONWriter) {
        json.beginArray()
        for operation in operations {
            json.beginObject()
            let state: CanvasState
            switch operation {
            case .fill(let path, let shading, let style, let drawn):
                json.key("op"); json.string("fill")
                json.key("path"); json.string(path.description)
                json.key("shading"); json.string(shading.description)
                if style.isEOFilled { json.key("evenOdd"); json.bool(true) }
                state = drawn
            case .stroke(let path, let shading, let style, let drawn):
                json.key("op"); json.string("stroke")
                json.key("path"); json.string(path.description)
                json.key("shading"); json.string(shading.description)
                json.key("lineWidth"); json.number(Double(style.lineWidth))
                state = drawn
            case .text(let text, let placement, let shading, let drawn):
                json.key("op"); json.string("text")
                json.key("text"); json.string(text.fullString)
                encodePlacement(placement, into: &json)
                json.key("font"); json.string("\(text.style.effectiveFont)")
                json.key("shading"); json.string(shading.description)
                state = drawn
            case .image(let image, let placement, let shading, let drawn):
                json.key("op"); json.string("image")
                json.key(image.isSystemSymbol ? "systemName" : "name"); json.string(image.name)
                encodePlacement(placement, into: &json)
                if let shading { json.key("shading"); json.string(shading.description) }
                state = drawn
            case .symbol(let symbol, let rect, let drawn):
                json.key("op"); json.string("symbol")
                json.key("tag"); json.string("\(symbol.tag.base)")
                encodePlacement(.in(rect), into: &json)
                var view = symbol.node
                view.assignIDs(path: symbol.nodeIDPath(canvas: canvas))
                json.key("view"); view.encode(into: &json)
                state = drawn
            case .layer(let inner, let drawn):
                json.key("op"); json.string("layer")
                json.key("operations"); encodeCanvasOperations(inner, canvas: canvas, into: &json)
                state = drawn
            }
            let t = state.transform
            json.key("transform"); json.beginArray()
            for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { json.number(Double(value)) }
            json.endArray()
            json.key("opacity"); json.number(state.opacity)
            json.key("blendMode"); json.string("\(state.blendMode)")
            json.key("clips"); json.beginArray()
            for clip in state.clips { json.number(clip) }
            json.endArray()
            if !state.filters.isEmpty {
                json.key("filters"); json.beginArray()
                for filter in state.filters { json.string(filter.description) }
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
    }

    /// `"at"` and `"anchor"`, or `"in"` as `[x, y, width, height]`.
    private func encodePlacement(_ placement: CanvasPlacement, into json: inout JSONWriter) {
        switch placement {
        case .at(let point, let anchor):
            json.key("at"); json.beginArray(); json.number(Double(point.x)); json.number(Double(point.y)); json.endArray()
            json.key("anchor"); json.beginArray(); json.number(Double(anchor.x)); json.number(Double(anchor.y)); json.endArray()
        case .in(let rect):
            json.key("in"); json.beginArray()
            for value in [rect.minX, rect.minY, rect.width, rect.height] { json.number(Double(value)) }
            json.endArray()
        }
    }

    /// A canvas's clips, as its operations refer to them by index: each path (SVG path data),
    /// transform, and whether it is even-odd or inverse.
    func encodeCanvasClips(_ clips: [CanvasClip], into json: inout JSONWriter) {
        json.beginArray()
        for clip in clips {
            json.beginObject()
            json.key("path"); json.string(clip.path.description)
            let t = clip.transform
            json.key("transform"); json.beginArray()
            for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { json.number(Double(value)) }
            json.endArray()
            if clip.fillStyle.isEOFilled { json.key("evenOdd"); json.bool(true) }
            if clip.isInverse { json.key("inverse"); json.bool(true) }
            json.endObject()
        }
        json.endArray()
    }
}
