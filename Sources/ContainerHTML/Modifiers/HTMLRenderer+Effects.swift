import ContainerLayout
import ContainerUICore
import Foundation

/// What the drawing effects that CSS cannot write alone need: the geometry of a view rotated in
/// 3D or drawn with a visual effect, and SVG filters.
extension HTMLRenderer {
    /// The geometry of the view the `rotation3DEffect` or `visualEffect` at `modifier` draws (a
    /// rotation's perspective is relative to its size), as the layout engine lays the page out
    /// for the render's window; `nil` when the view is not placed there.
    mutating func effectProxy(_ node: ResolvedNode, modifier: Int) -> GeometryProxy? {
        pageLayouts(0..<1).first?.notes.effectProxies[LayoutNotes.effectKey(node: node.id, modifier: modifier)]
    }

    /// A `visualEffect`'s effects for the view's geometry (none when it is not placed): its
    /// transforms (`cui-tf`, each about its anchor from the top-leading origin), opacity
    /// (`cui-op`) and filters (`cui-fx`), as a scroll transition's at rest.
    mutating func visualEffect(_ effect: ResolvedVisualEffect, of node: ResolvedNode, modifier: Int) {
        guard let proxy = effectProxy(node, modifier: modifier) else { return }
        let effects = effect.effects(proxy)
        guard !effects.isEmpty else { return }
        writer.addClass("cui-tf")
        writer.addClass("cui-op")
        writer.addClass("cui-fx")
        effectVariables(effects, transform: "--cui-tf", opacity: "--cui-op", filter: "--cui-fx")
        writer.styleVarStart("--cui-to")
        writer.styleRaw("0% 0%")
        writer.styleVarEnd()
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

    /// The SVG filter of `colorMultiply(_:)`: a colour matrix whose diagonal is the colour's
    /// red, green, blue and opacity, multiplying every point by it (a system colour by its value
    /// in the light appearance, as a matrix cannot follow the page's palette variables).
    mutating func writeColorMultiplyDefinition(_ color: Color, id: Int) {
        let (red, green, blue, opacity) = color.components(in: .light)
        writer.raw("<svg class=\"cui-defs\" aria-hidden=\"true\"><filter id=\"cui-d")
        writer.number(id)
        writer.raw("\" color-interpolation-filters=\"sRGB\"><feColorMatrix values=\"")
        writer.number(red)
        writer.raw(" 0 0 0 0 0 ")
        writer.number(green)
        writer.raw(" 0 0 0 0 0 ")
        writer.number(blue)
        writer.raw(" 0 0 0 0 0 ")
        writer.number(opacity)
        writer.raw(" 0\"></feColorMatrix></filter></svg>")
    }
}
