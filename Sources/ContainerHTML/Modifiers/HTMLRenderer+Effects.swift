import ContainerLayout
import ContainerUICore
import Foundation

/// What the drawing effects that CSS cannot write alone need: the size of a view rotated in 3D,
/// and SVG filters.
extension HTMLRenderer {
    /// The size of the view the `rotation3DEffect` at `modifier` rotates, which SwiftUI's
    /// perspective is relative to, as the layout engine lays the page out for the render's
    /// window; `nil` when the view is not placed there.
    mutating func rotatedSize(_ node: ResolvedNode, modifier: Int) -> CGSize? {
        pageLayouts(0..<1).first?.notes.rotatedSizes[LayoutNotes.rotationKey(node: node.id, modifier: modifier)]
    }

    /// Filters the box through the SVG filter `id` (class `cui-fx`, `--cui-fx: url(#cui-dN)`).
    mutating func filterReference(_ id: Int) {
        writer.addClass("cui-fx")
        writer.styleVarStart("--cui-fx")
        writer.styleRaw("url(#cui-d")
        writer.styleNumber(id)
        writer.styleRaw(")")
        writer.styleVarEnd()
    }

    /// The SVG filter of `luminanceToAlpha()`: SVG's own `luminanceToAlpha` colour matrix, black
    /// whose opacity is each point's luminance.
    mutating func writeLuminanceToAlphaDefinition(id: Int) {
        writer.raw("<svg class=\"cui-defs\" aria-hidden=\"true\"><filter id=\"cui-d")
        writer.number(id)
        writer.raw("\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"luminanceToAlpha\"></feColorMatrix></filter></svg>")
    }
}
