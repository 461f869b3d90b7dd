import ContainerLayout
import ContainerUICore
import Foundation

/// A canvas's text. Drawn at a point, it is an SVG `<text>` with the text's font (the `cui-r`
/// class and its size and weight variables, the italic, design and case classes), its glyphs
/// filled with the shading as a path's are, placed by the layout engine's measure of it: its
/// bounds' anchor on the point, its first baseline below their top (a `Text + Text` is a
/// `<tspan>` per run). Drawn in a rect, it is an HTML text in a `<foreignObject>` of the rect,
/// which the browser wraps within the rect's width as the page's texts, and cuts at its bottom;
/// its colour is the shading's style (a canvas gradient's first colour, as HTML text cannot
/// take the canvas's coordinates).
extension HTMLRenderer {
    mutating func writeCanvasText(_ text: ResolvedText, placement: CanvasPlacement, shading: CanvasShading, state: CanvasState) {
        switch placement {
        case .at(let point, let anchor):
            let measured = TextMeasurer.shared.measured(text)
            let size = measured.size(width: nil)
            let gradientID = writeCanvasGradient(shading)
            writer.startElement("text")
            canvasCompositing(state)
            writer.attribute("x", number: Double(point.x - anchor.x * size.width))
            writer.attribute("y", number: Double(point.y - anchor.y * size.height + measured.baseline(last: false, width: nil)))
            writeMatrix(state.transform)
            let isSingleRun = text.appended.isEmpty
            if isSingleRun { canvasTextFont(text.style) }
            writer.styleVarStart("fill")
            canvasPaint(shading, gradientID: gradientID)
            writer.styleVarEnd()
            writer.endStartTag()
            if isSingleRun { writer.text(text.string) } else { writeCanvasTextRuns(text) }
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
            if painted.appended.isEmpty { writer.text(painted.string) } else { writeRuns(painted, lineSpacing: 0) }
            writer.endElement("span")
            writer.endElement("foreignObject")
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
