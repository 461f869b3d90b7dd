import ContainerLayout
import ContainerUICore
import Foundation

/// A canvas's text. Drawn at a point, it is an SVG `<text>` with the text's font (the `cui-r`
/// class and its size and weight variables, the italic, design and case classes), its glyphs
/// filled with the shading as a path's are, placed by the layout engine's measure of it: its
/// bounds' anchor on the point, its first baseline below their top (a `Text + Text` is a
/// `<tspan>` per run; a one-run text's lines a `<tspan>` each, a line height apart, aligned in
/// the bounds by its multiline alignment). Drawn in a rect, it is an HTML text in a
/// `<foreignObject>` of the rect, which the browser wraps within the rect's width as the page's
/// texts, and cuts at its bottom;
/// its colour is the shading's style (a canvas gradient's first colour, as HTML text cannot
/// take the canvas's coordinates).
extension HTMLRenderer {
    mutating func writeCanvasText(_ text: ResolvedText, placement: CanvasPlacement, shading: CanvasShading, state: CanvasState) {
        switch placement {
        case .at(let point, let anchor):
            let measured = TextMeasurer.shared.measured(text)
            let size = measured.size(width: nil)
            let gradientID = writeCanvasGradient(shading)
            let isSingleRun = text.appended.isEmpty
            let lines = isSingleRun ? text.string.split(separator: "\n", omittingEmptySubsequences: false) : []
            let left = point.x - anchor.x * size.width
            // Lines align within the text's bounds as its multiline alignment says.
            let (x, textAnchor): (CGFloat, StaticString?) = switch lines.count > 1 ? text.style.alignment : .leading {
            case .leading: (left, nil)
            case .center: (left + size.width / 2, "middle")
            case .trailing: (left + size.width, "end")
            }
            writer.startElement("text")
            canvasCompositing(state)
            writer.attribute("x", number: Double(x))
            writer.attribute("y", number: Double(point.y - anchor.y * size.height + measured.baseline(last: false, width: nil)))
            if let textAnchor { writer.attribute("text-anchor", static: textAnchor) }
            writeMatrix(state.transform)
            if isSingleRun { canvasTextFont(text.style) }
            writer.styleVarStart("fill")
            canvasPaint(shading, gradientID: gradientID)
            writer.styleVarEnd()
            writer.endStartTag()
            if lines.count > 1 {
                writeCanvasTextLines(lines, x: x, step: Self.lineHeight(text.style.font(default: .body), text.style.typography.lineHeight) + Self.lineSpacing(text))
            } else if isSingleRun {
                writer.text(text.string)
            } else {
                writeCanvasTextRuns(text)
            }
            writer.endElement("text")
        case .in(let rect):
            writer.startElement("foreignObject")
            canvasCompositing(state)
            canvasRectAttributes(rect)
            writeMatrix(state.transform)
            writer.endStartTag()
            var painted = text
            painted.style.foreground = canvasSolidStyle(shading)
            writer.startElement("span")
            writer.addClass("cui-t")
            if painted.appended.isEmpty { runStyle(painted.style, lineSpacing: 0, isInline: false) }
            writer.endStartTag()
            if painted.appended.isEmpty { writeRunContent(painted) } else { writeRuns(painted, lineSpacing: 0) }
            writer.endElement("span")
            writer.endElement("foreignObject")
        }
    }

    /// A `<tspan>` per line, each at `x` and `step` below the one before (an empty line is a
    /// step with no `<tspan>`).
    private mutating func writeCanvasTextLines(_ lines: [Substring], x: CGFloat, step: Double) {
        var drop = 0.0
        for line in lines {
            defer { drop += step }
            guard !line.isEmpty else { continue }
            writer.startElement("tspan")
            writer.attribute("x", number: Double(x))
            writer.attribute("dy", number: drop)
            writer.endStartTag()
            writer.text(String(line))
            writer.endElement("tspan")
            drop = 0
        }
    }

    /// A `<tspan>` with its own font per run of `text`.
    private mutating func writeCanvasTextRuns(_ text: ResolvedText) {
        writer.startElement("tspan")
        canvasTextFont(text.style)
        writer.endStartTag()
        writer.text(text.string)
        writer.endElement("tspan")
        for run in text.appended { writeCanvasTextRuns(run) }
    }

    /// The font of a run of canvas text, as a page's run of text takes it.
    private mutating func canvasTextFont(_ style: ResolvedTextStyle) {
        let font = style.font(default: .body)
        writer.addClass("cui-r")
        fontVariables(font, lineHeight: nil)
        fontClasses(font, textCase: style.textCase)
    }
}
