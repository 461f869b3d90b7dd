import ContainerUICore
import Foundation

/// A canvas's symbol view (`Canvas(renderer:symbols:)`): a `<foreignObject>` of its rect holding
/// the view as the page writes it, centred in a one-cell grid (`cui-g cui-z`) the rect's size,
/// with the operation's transform, opacity and blend mode. Each drawing of it has its own node
/// ids, below the canvas's (``CanvasSymbol/nodeIDPath(canvas:)``), as in the JSON.
extension HTMLRenderer {
    mutating func writeCanvasSymbol(_ symbol: CanvasSymbol, in rect: CGRect, state: CanvasState, canvas: ResolvedNode) {
        writer.startElement("foreignObject")
        canvasCompositing(state)
        canvasRectAttributes(rect)
        writeMatrix(state.transform)
        writer.endStartTag()
        writer.startElement("div")
        writer.addClass("cui-g")
        writer.addClass("cui-z")
        writer.styleVar("width", static: "100%")
        writer.styleVar("height", static: "100%")
        writer.endStartTag()
        var node = symbol.node
        node.assignIDs(path: symbol.nodeIDPath(canvas: canvas.id))
        render(node, placement: .plain)
        writer.endElement("div")
        writer.endElement("foreignObject")
    }
}
