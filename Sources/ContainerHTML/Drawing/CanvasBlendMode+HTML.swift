import ContainerUICore
import Foundation

/// A canvas's Porter–Duff blend modes, which CSS's `mix-blend-mode` lacks, drawn by composing
/// the operation (the source) with the operations before it in its canvas or layer (the
/// destination) through masks of the canvas's size, as Core Graphics composites a shape: within
/// what the source draws, the source's opacity standing for its coverage. `destinationOver` draws
/// the source first and the destination over it (an isolated `<g>`); `clear` and
/// `destinationOut` mask the destination with the source in black (the source not drawn);
/// `copy` does so and draws the source; `sourceAtop` and `sourceIn` mask the source with the
/// destination's opacity (a `<use>` of the destination's `<g>` in white), `sourceOut` and `xor`
/// with its inverse (in black), `sourceIn`, `sourceOut` and `xor` also cutting the source out of
/// the destination. `destinationIn` and `destinationAtop` draw as `normal` and warn.
extension HTMLRenderer {
    mutating func writePorterDuff(source: CanvasOperation, destination: ArraySlice<CanvasOperation>, target: CanvasTarget, openClips: [Int]) {
        let mode = source.state.blendMode
        if mode == .destinationOver {
            writeCanvasOperation(source, target: target, openClips: openClips)
            writer.raw("<g style=\"isolation:isolate\">")
            writeCanvasOperations(destination, target: target, openClips: openClips)
            return writer.raw("</g>")
        }
        guard mode != .destinationIn, mode != .destinationAtop else {
            options.onWarning(RenderWarning(nodeID: target.node.id, message: "the canvas blend mode \(mode) is drawn as normal"))
            writeCanvasOperations(destination, target: target, openClips: openClips)
            return writeCanvasOperation(source, target: target, openClips: openClips)
        }
        let cutsDestination = mode != .sourceAtop
        var sourceMask: Int?
        if cutsDestination {
            let id = nextID()
            startCanvasMask(id: id, size: target.size, white: true)
            writer.raw("<g style=\"filter:brightness(0)\">")
            writeCanvasOperation(source, target: target, openClips: openClips)
            writer.raw("</g></mask><g mask=\"url(#cui-d")
            writer.number(id)
            writer.raw(")\">")
            sourceMask = id
        }
        let masksSource = mode == .sourceAtop || mode == .sourceIn || mode == .sourceOut || mode == .xor
        let destinationID = masksSource ? nextID() : nil
        if let destinationID {
            writer.raw("<g id=\"cui-d")
            writer.number(destinationID)
            writer.raw("\">")
        }
        writeCanvasOperations(destination, target: target, openClips: openClips)
        if destinationID != nil { writer.raw("</g>") }
        if sourceMask != nil { writer.raw("</g>") }
        if let destinationID {
            // Within the destination (its opacity in white), or outside it (in black over white).
            let inside = mode == .sourceAtop || mode == .sourceIn
            let id = nextID()
            startCanvasMask(id: id, size: target.size, white: !inside)
            writer.raw("<use href=\"#cui-d")
            writer.number(destinationID)
            writer.raw(inside ? "\" style=\"filter:brightness(0) invert(1)\"></use></mask>" : "\" style=\"filter:brightness(0)\"></use></mask>")
            writer.raw("<g mask=\"url(#cui-d")
            writer.number(id)
            writer.raw(")\">")
            writeCanvasOperation(source, target: target, openClips: openClips)
            writer.raw("</g>")
        } else if mode == .copy {
            writeCanvasOperation(source, target: target, openClips: openClips)
        }
    }
}

extension GraphicsContext.BlendMode {
    /// Whether the mode is one CSS cannot blend with (the Porter–Duff modes but `plusDarker` and
    /// `plusLighter`), drawn by ``HTMLRenderer/writePorterDuff(source:destination:target:openClips:)``.
    var isPorterDuff: Bool {
        viewBlendMode?.cssKeyword == nil
    }
}
