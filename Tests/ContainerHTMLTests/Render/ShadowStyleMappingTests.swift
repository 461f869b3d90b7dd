import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Shadow shape styles: a filled CSS shape's `box-shadow` (inner shadows `inset`); other shapes
/// filtered, inner shadows by an SVG filter and drop shadows as `drop-shadow`.
@Suite struct ShadowStyleMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func theStylesheetDrawsBothForms() {
        #expect(Stylesheet.text.contains(".cui-bsh{box-shadow:var(--cui-bsh)}.cui-sfx{filter:var(--cui-shf)}"))
    }

    @Test func aFilledCSSShapeHasABoxShadowWithInnerShadowsInset() {
        let drop = renderHTML(Rectangle().fill(Color(.sRGB, red: 0, green: 0, blue: 1).shadow(.drop(color: .black, radius: 4, x: 1, y: 2))), options: quiet)
        #expect(drop.contains("cui-cssshape") && drop.contains("cui-bsh"))
        #expect(drop.contains("--cui-bsh:1px 2px 4px "))
        let both = renderHTML(RoundedRectangle(cornerRadius: 8).fill(.blue.shadow(.drop(radius: 4)).shadow(.inner(radius: 2, y: 1))), options: quiet)
        #expect(both.contains("--cui-bsh:inset 0px 1px 2px "), "the last shadow added is drawn on top, so it comes first")
        #expect(both.contains(",0px 0px 4px ") && !both.contains("cui-sfx"))
    }

    @Test func pathsAndStrokesDrawDropShadowsAsAFilter() {
        let circle = renderHTML(Circle().fill(.red.shadow(.drop(color: .black, radius: 3, y: 2))), options: quiet)
        #expect(circle.contains("cui-shape") && circle.contains("cui-sfx") && circle.contains("--cui-shf:drop-shadow(0px 2px 3px "))
        let outline = renderHTML(Capsule().stroke(.red.shadow(.drop(radius: 2)).shadow(.drop(radius: 5)), lineWidth: 2), options: quiet)
        #expect(outline.contains("cui-cssstroke") && outline.contains("--cui-shf:drop-shadow(0px 0px 2px ") && outline.contains(") drop-shadow(0px 0px 5px "))
        #expect(!outline.contains("cui-bsh"))
    }

    @Test func innerShadowsOfPathsAndOutlinesAreAnSVGFilterAppliedFirst() {
        let html = renderHTML(Circle().fill(.red.shadow(.inner(color: .black, radius: 6, x: 1, y: 2)).shadow(.drop(radius: 3))), options: quiet)
        #expect(html.contains("cui-sfx") && !html.contains("cui-bsh"))
        #expect(html.contains("--cui-shf:url(#cui-d1) drop-shadow(0px 0px 3px "))
        #expect(html.contains(#"<svg class="cui-defs" aria-hidden="true"><filter id="cui-d1" color-interpolation-filters="sRGB"><feFlood class="cui-shfl" style="--cui-fc:"#))
        #expect(html.contains(#"<feComposite in2="SourceAlpha" operator="out"></feComposite><feGaussianBlur stdDeviation="3"></feGaussianBlur><feOffset dx="1" dy="2"></feOffset><feComposite in2="SourceAlpha" operator="in" result="cui-i0"></feComposite>"#))
        #expect(html.contains(#"<feMerge><feMergeNode in="SourceGraphic"></feMergeNode><feMergeNode in="cui-i0"></feMergeNode></feMerge></filter></svg>"#))
        #expect(Stylesheet.text.contains(".cui-shfl{flood-color:var(--cui-fc)}"))
        let outline = renderHTML(RoundedRectangle(cornerRadius: 6).stroke(.blue.shadow(.inner(radius: 2)), lineWidth: 6), options: quiet)
        #expect(outline.contains("cui-cssstroke") && outline.contains("--cui-shf:url(#cui-d1);") && outline.contains("<filter id=\"cui-d1\""))
    }

    @Test func noShadowWritesNothing() {
        let html = renderHTML(Rectangle().fill(.blue), options: quiet)
        #expect(!html.contains("cui-bsh") && !html.contains("cui-sfx"))
    }

    @Test func textDrawsItsStylesDropShadowsAsTextShadow() {
        #expect(Stylesheet.text.contains(".cui-tsh{text-shadow:var(--cui-tsh)}"))
        let html = renderHTML(Text("x").foregroundStyle(.red.shadow(.drop(color: .black, radius: 1, x: 1, y: 2)).shadow(.drop(radius: 3))), options: quiet)
        #expect(html.contains(#"<span data-node="0.0" class="cui-t cui-r cui-tsh" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-t-red);--cui-tsh:0px 0px 3px rgb(0 0 0 / 0.33),1px 2px 1px var(--cui-c-black);">x</span>"#),
                "the last shadow added is drawn on top, so it comes first")
        let inherited = renderHTML(VStack { Text("y") }.foregroundStyle(.blue.shadow(.drop(radius: 2))), options: quiet)
        #expect(inherited.contains("--cui-tsh:0px 0px 2px rgb(0 0 0 / 0.33);"))
        let gradient = renderHTML(Text("g").foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing).shadow(.drop(radius: 2))), options: quiet)
        #expect(gradient.contains("cui-gtext") && gradient.contains("cui-sfx") && gradient.contains("--cui-shf:drop-shadow(0px 0px 2px rgb(0 0 0 / 0.33));"),
                "a gradient run is filtered, as a text shadow would cover its clipped background")
        #expect(!gradient.contains("cui-tsh"))
        let inner = renderHTML(Text("z").foregroundStyle(.red.shadow(.inner(radius: 2))), options: quiet)
        #expect(!inner.contains("cui-tsh"), "text draws no inner shadow")
    }
}
