import ContainerUICore
import Foundation

/// A canvas's filters: an operation drawn through filters is wrapped in a `<g>` whose CSS
/// `filter` lists them in the order added, in the canvas's coordinates. Colour filters and blurs
/// are the CSS functions the view modifiers write (``HTMLOutput/styleFilter(_:)``); a shadow is
/// `drop-shadow()` as the `shadow` modifier writes it; `colorInvert` is `invert()`; the rest are
/// `url(#…)` of SVG filters: `colorMatrix` an `feColorMatrix` of its entries, `colorMultiply`
/// an `feFlood` multiplied into the drawing (`feComposite` arithmetic),
/// `luminanceToAlpha` the modifier's colour matrix, `alphaThreshold` two steep alpha ramps whose
/// product cuts the colour, and a shadow with options a blurred, offset and flooded copy of the
/// drawing's alpha (inverted and confined to the drawing for `invertsAlpha`) merged beneath it,
/// above it (`shadowAbove`) or alone (`shadowOnly`).
extension HTMLRenderer {
    /// Writes the definitions of `filters` and opens the `<g>` that applies them; `false`, and
    /// nothing written, when there are none.
    mutating func openCanvasFilters(_ filters: [CanvasFilter]) -> Bool {
        guard !filters.isEmpty else { return false }
        let ids = filters.map { writeCanvasFilterDefinition($0) }
        writer.startElement("g")
        writer.styleVarStart("filter")
        for (index, filter) in filters.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            if let id = ids[index] {
                writer.styleRaw("url(#cui-d")
                writer.styleNumber(id)
                writer.styleRaw(")")
            } else if case .visual(let visual) = filter {
                writer.styleFilter(visual)
            } else if case .colorInvert(let amount) = filter {
                writer.styleRaw("invert(")
                writer.styleNumber(amount)
                writer.styleRaw(")")
            } else if case .shadow(let color, let radius, let x, let y, _) = filter {
                writer.styleRaw("drop-shadow(")
                writer.styleShadow(x: x, y: y, radius: radius, color: color)
                writer.styleRaw(")")
            }
        }
        writer.styleVarEnd()
        writer.endStartTag()
        return true
    }

    /// Writes the SVG filter of `filter` and returns its id; `nil` for a filter CSS draws.
    private mutating func writeCanvasFilterDefinition(_ filter: CanvasFilter) -> Int? {
        switch filter {
        case .visual: return nil
        case .shadow(_, _, _, _, let options) where options.subtracting(.disablesGroup).isEmpty: return nil
        case .luminanceToAlpha:
            let id = nextID()
            writeLuminanceToAlphaDefinition(id: id)
            return id
        case .shadow(let color, let radius, let x, let y, let options):
            let id = startCanvasFilter(region: true)
            if options.contains(.invertsAlpha) {
                writer.raw("<feComponentTransfer in=\"SourceAlpha\"><feFuncA type=\"table\" tableValues=\"1 0\"></feFuncA></feComponentTransfer><feGaussianBlur")
            } else {
                writer.raw("<feGaussianBlur in=\"SourceAlpha\"")
            }
            writer.attribute("stdDeviation", number: Double(radius) / 2)
            writer.raw("></feGaussianBlur><feOffset")
            writer.attribute("dx", number: Double(x))
            writer.attribute("dy", number: Double(y))
            writer.raw(" result=\"offset\"></feOffset>")
            writeFlood(color)
            writer.raw("<feComposite in2=\"offset\" operator=\"in\" result=\"shadow\"></feComposite>")
            if options.contains(.invertsAlpha) {
                writer.raw("<feComposite in2=\"SourceAlpha\" operator=\"in\" result=\"shadow\"></feComposite>")
            }
            // `shadowOnly` leaves the shadow as the filter's last result.
            if !options.contains(.shadowOnly) {
                writer.raw(options.contains(.shadowAbove)
                    ? "<feMerge><feMergeNode in=\"SourceGraphic\"></feMergeNode><feMergeNode in=\"shadow\"></feMergeNode></feMerge>"
                    : "<feMerge><feMergeNode in=\"shadow\"></feMergeNode><feMergeNode in=\"SourceGraphic\"></feMergeNode></feMerge>")
            }
            writer.raw("</filter></defs>")
            return id
        case .colorInvert: return nil
        case .colorMatrix(let matrix):
            let id = startCanvasFilter(region: false)
            writer.raw("<feColorMatrix type=\"matrix\" values=\"")
            for (index, entry) in matrix.entries.enumerated() {
                if index > 0 { writer.raw(" ") }
                writer.number(Double(entry))
            }
            writer.raw("\"></feColorMatrix></filter></defs>")
            return id
        case .colorMultiply(let color):
            let id = startCanvasFilter(region: false)
            writeFlood(color)
            writer.raw("<feComposite in2=\"SourceGraphic\" operator=\"arithmetic\" k1=\"1\"></feComposite></filter></defs>")
            return id
        case .alphaThreshold(let min, let max, let color):
            let id = startCanvasFilter(region: false)
            // Alpha at least `min` ramps to 1 within 1/10000, as alpha at most `max` does; their
            // product is the band.
            writer.raw("<feComponentTransfer in=\"SourceAlpha\" result=\"low\"><feFuncA type=\"linear\" slope=\"10000\"")
            writer.attribute("intercept", number: 1 - 10000 * min)
            writer.raw("></feFuncA></feComponentTransfer><feComponentTransfer in=\"SourceAlpha\"><feFuncA type=\"linear\" slope=\"-10000\"")
            writer.attribute("intercept", number: 1 + 10000 * max)
            writer.raw("></feFuncA></feComponentTransfer><feComposite in2=\"low\" operator=\"arithmetic\" k1=\"1\" result=\"band\"></feComposite>")
            writeFlood(color)
            writer.raw("<feComposite in2=\"band\" operator=\"in\"></feComposite></filter></defs>")
            return id
        }
    }

    /// Opens `<defs><filter>` in sRGB with a new id, returned; `region` widens it by half the
    /// drawing's size on every side, for a shadow's blur and offset.
    private mutating func startCanvasFilter(region: Bool) -> Int {
        let id = nextID()
        writer.raw("<defs><filter id=\"cui-d")
        writer.number(id)
        writer.raw(region ? "\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"" : "\"")
        writer.raw(" color-interpolation-filters=\"sRGB\">")
        return id
    }

    /// An `feFlood` of `color`.
    private mutating func writeFlood(_ color: Color) {
        writer.startElement("feFlood")
        writer.styleVarStart("flood-color")
        writer.styleColor(color)
        writer.styleVarEnd()
        writer.endStartTag()
        writer.endElement("feFlood")
    }
}
