import ContainerUICore
import Foundation

/// A gauge's track or ring (`span.cui-gauge`, filling its box), drawn by the stylesheet from
/// `--cui-gf` (the fraction) and the tint, with a transparent `<meter>` over it that carries the
/// value and the label's name to screen readers.
///
/// Bars are the element itself (a capsule) and a `span.cui-gfill` as wide as the fraction, or a
/// `span.cui-gknob` at it; rings are an SVG of 100 × 100 units with a 10-unit stroke (6 points of
/// the 60-point square), the value's arc from the top clockwise or a knob on an open arc of
/// 270°. A gradient tint runs along the bar, or from the ring's leading side to its trailing.
extension HTMLRenderer {
    mutating func renderGauge(_ gauge: ResolvedGauge, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-gauge")
        writer.addClass(gauge.look.isCircular ? "cui-gring" : "cui-glin")
        if gauge.look.hasMarker { writer.addClass("cui-gmark") }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.styleVarStart("--cui-gf")
        writer.styleNumber(gauge.fraction)
        writer.styleVarEnd()
        var gradientID: Int?
        if case .linearGradient(let tint) = gauge.tint {
            writer.addClass("cui-ggr")
            if gauge.look.isCircular {
                let id = nextID()
                gradientID = id
                writer.styleVarStart("--cui-gs")
                writer.styleRaw("url(#cui-d")
                writer.styleNumber(id)
                writer.styleRaw(")")
                writer.styleVarEnd()
            } else {
                writer.gradientVariables(Self.alongPath(tint))
                if gauge.fraction > 0 {
                    writer.styleVarStart("--cui-gi")
                    writer.styleNumber(1 / gauge.fraction)
                    writer.styleVarEnd()
                }
            }
        } else {
            controlTint(gauge.tint)
        }
        writer.endStartTag()
        if gauge.look.isCircular {
            writeRing(gauge, gradientID: gradientID)
        } else if gauge.look.hasMarker {
            writer.raw("<span class=\"cui-gknob\"></span>")
        } else if gauge.fraction > 0 {
            writer.raw("<span class=\"cui-gfill\"></span>")
        }
        writer.startElement("meter")
        writer.addClass("cui-gmeter")
        writer.attribute("min", static: "0")
        writer.attribute("max", static: "1")
        writer.attribute("value", number: gauge.fraction)
        accessibleName(node, fallback: "Gauge")
        writer.endStartTag()
        writer.endElement("meter")
        writer.endElement(tag)
    }

    /// The ring's SVG: the track, then the value's arc (capacity) or the knob (marker).
    private mutating func writeRing(_ gauge: ResolvedGauge, gradientID: Int?) {
        writer.raw("<svg viewBox=\"0 0 100 100\" aria-hidden=\"true\">")
        if let gradientID, case .linearGradient(let tint) = gauge.tint {
            writeGradientDefinition(Self.alongPath(tint), id: gradientID)
        }
        let center = CGPoint(x: 50, y: 50), radius: CGFloat = 45
        // Angles grow clockwise on the page: the open ring runs from the bottom left, over the
        // top, to the bottom right; the closed ring starts at the top.
        let start: Double = gauge.look == .accessoryCircular ? 135 : -90
        let sweep: Double = gauge.look == .accessoryCircular ? 270 : 360
        var track = Path()
        track.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(start + sweep), clockwise: false)
        writer.raw("<path class=\"cui-gtrk\" d=\"")
        writer.pathData(track)
        writer.raw("\"></path>")
        let end = start + sweep * gauge.fraction
        if gauge.look.hasMarker {
            let angle = end * .pi / 180
            writer.raw("<circle class=\"cui-gknob\"")
            writer.attribute("cx", number: 50 + 45 * cos(angle))
            writer.attribute("cy", number: 50 + 45 * sin(angle))
            writer.raw(" r=\"6\"></circle>")
        } else if gauge.fraction > 0 {
            var value = Path()
            value.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
            writer.raw("<path class=\"cui-gval\" d=\"")
            writer.pathData(value)
            writer.raw("\"></path>")
        }
        writer.raw("</svg>")
    }

    /// A tint's stops from the leading edge to the trailing one: a gauge runs its gradient along
    /// its path, whatever points the gradient was given.
    private static func alongPath(_ tint: LinearGradient) -> LinearGradient {
        LinearGradient(gradient: tint.gradient, startPoint: .leading, endPoint: .trailing)
    }
}
