import ContainerUICore
import Foundation

/// The shadows of a shape style (`.blue.shadow(.drop(radius: 4))`). A filled CSS shape (a
/// rectangle, rounded rectangle, capsule or uneven rounded rectangle) is a box, and draws them all
/// as its `box-shadow` (`cui-bsh`): a drop shadow outside, an inner one `inset`, following the
/// corners. Other shapes (SVG paths, CSS outlines, gradient-filled circles) are filtered
/// (`cui-sfx`), which follows what is painted: drop shadows as `drop-shadow(…)`, inner ones by an
/// SVG `<filter>` of the element's own (the colour flooded outside its alpha, blurred, moved and
/// kept inside it, over the source), applied first.
extension HTMLRenderer {
    /// `cui-bsh` with `--cui-bsh` (on a box), or `cui-sfx` with `--cui-shf` (the filter: the
    /// inner shadows' SVG filter, then the drop shadows); nothing without shadows. Returns the id
    /// of the inner shadows' filter, for ``writeInnerShadowFilter(_:id:)`` inside the element.
    mutating func shadowVariables(_ shadows: [ShadowStyle], onBox: Bool) -> Int? {
        guard !shadows.isEmpty else { return nil }
        if onBox {
            writer.addClass("cui-bsh")
            writer.styleVarStart("--cui-bsh")
            // CSS paints the first shadow on top; SwiftUI draws the last added on top.
            for (index, shadow) in shadows.reversed().enumerated() {
                if index > 0 { writer.styleRaw(",") }
                if shadow.kind == .inner { writer.styleRaw("inset ") }
                shadowValue(shadow)
            }
            writer.styleVarEnd()
            return nil
        }
        let filterID = shadows.contains { $0.kind == .inner } ? nextID() : nil
        writer.addClass("cui-sfx")
        writer.styleVarStart("--cui-shf")
        if let filterID {
            writer.styleRaw("url(#cui-d")
            writer.styleNumber(filterID)
            writer.styleRaw(")")
        }
        var isFirst = filterID == nil
        for shadow in shadows where shadow.kind == .drop {
            writer.styleRaw(isFirst ? "drop-shadow(" : " drop-shadow(")
            isFirst = false
            shadowValue(shadow)
            writer.styleRaw(")")
        }
        writer.styleVarEnd()
        return filterID
    }

    /// Writes the SVG filter drawing the inner shadows of `shadows` over the source, in the order
    /// added: for each, its colour (`.cui-shfl` reads `--cui-fc`) flooded outside the source's
    /// alpha, blurred by half its radius (as CSS blurs a shadow), moved, and kept inside the alpha.
    mutating func writeInnerShadowFilter(_ shadows: [ShadowStyle], id: Int) {
        writer.raw("<svg class=\"cui-defs\" aria-hidden=\"true\"><filter id=\"cui-d")
        writer.number(id)
        writer.raw("\" color-interpolation-filters=\"sRGB\">")
        let inner = shadows.filter { $0.kind == .inner }
        for (index, shadow) in inner.enumerated() {
            writer.startElement("feFlood")
            writer.addClass("cui-shfl")
            writer.styleVarStart("--cui-fc")
            writer.styleColor(shadow.color)
            writer.styleVarEnd()
            writer.endStartTag()
            writer.endElement("feFlood")
            writer.raw("<feComposite in2=\"SourceAlpha\" operator=\"out\"></feComposite><feGaussianBlur")
            writer.attribute("stdDeviation", number: Double(shadow.radius) / 2)
            writer.raw("></feGaussianBlur><feOffset")
            writer.attribute("dx", number: Double(shadow.x))
            writer.attribute("dy", number: Double(shadow.y))
            writer.raw("></feOffset><feComposite in2=\"SourceAlpha\" operator=\"in\" result=\"cui-i")
            writer.number(index)
            writer.raw("\"></feComposite>")
        }
        writer.raw("<feMerge><feMergeNode in=\"SourceGraphic\"></feMergeNode>")
        for index in inner.indices {
            writer.raw("<feMergeNode in=\"cui-i")
            writer.number(index)
            writer.raw("\"></feMergeNode>")
        }
        writer.raw("</feMerge></filter></svg>")
    }

    /// The drop shadows of a run's foreground style, the last added on top; nothing without any.
    /// A run painted in a colour has them as its `text-shadow` (`cui-tsh`, `--cui-tsh`). A
    /// gradient run's glyphs are its clipped background, which a text shadow would cover, so it
    /// is filtered instead (`cui-sfx`), as a shape is. A text's inner shadows are not drawn.
    mutating func textShadows(_ shadows: [ShadowStyle], isGradient: Bool) {
        guard shadows.contains(where: { $0.kind == .drop }) else { return }
        if isGradient {
            _ = shadowVariables(shadows.filter { $0.kind == .drop }, onBox: false)
            return
        }
        writer.addClass("cui-tsh")
        writer.styleVarStart("--cui-tsh")
        var isFirst = true
        // CSS paints the first shadow on top; SwiftUI draws the last added on top.
        for shadow in shadows.reversed() where shadow.kind == .drop {
            if !isFirst { writer.styleRaw(",") }
            isFirst = false
            shadowValue(shadow)
        }
        writer.styleVarEnd()
    }

    /// `x y radius colour`, the blur as `shadow(color:radius:x:y:)` draws it.
    private mutating func shadowValue(_ shadow: ShadowStyle) {
        writer.styleShadow(x: shadow.x, y: shadow.y, radius: shadow.radius, color: shadow.color)
    }
}
