import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// iOS 26's Liquid Glass in HTML and JSON: a background of the glass style in its shape, drawn
/// by the `cui-glass` backdrop class and the appearance's glass variables, or by the tint.
@Suite("Liquid Glass in HTML and JSON")
struct GlassMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("glassEffect() is a capsule of regular glass behind the view")
    func defaultGlass() {
        let html = renderHTML(Text("A").glassEffect(), options: quiet)
        #expect(html.contains(#"<div data-node="0.0" class="cui-col cui-bg cui-glass cui-bgr" style="--cui-bgv:var(--cui-glass);--cui-bgr:9999px;">"#))
        #expect(renderJSON(Text("A").glassEffect()).contains(#""modifiers":[{"type":"background","style":"glass(regular)","shape":"Capsule"}]"#))
    }

    @Test("Clear and tinted glass, in a given shape; identity draws nothing; interactive draws the same")
    func variants() {
        let clear = renderHTML(Text("A").glassEffect(.clear, in: RoundedRectangle(cornerRadius: 8)), options: quiet)
        #expect(clear.contains(#"class="cui-col cui-bg cui-glass cui-bgr" style="--cui-bgv:var(--cui-glass-clear);--cui-bgr:8px;""#))
        let tinted = renderHTML(Text("A").glassEffect(.clear.tint(.red)), options: quiet)
        #expect(tinted.contains("cui-bg cui-glass cui-mix1 cui-bgr") && tinted.contains("--cui-m1c:var(--cui-c-red-rgb);--cui-m1a:0.5;"))
        #expect(renderHTML(Text("A").glassEffect(.regular.tint(.red)), options: quiet).contains("--cui-m1a:0.8;"))
        #expect(renderHTML(Text("A").glassEffect(.identity), options: quiet) == renderHTML(Text("A"), options: quiet))
        #expect(renderHTML(Text("A").glassEffect(.regular.interactive()), options: quiet) == renderHTML(Text("A").glassEffect(), options: quiet))
    }

    @Test("The glass button styles: the label in the tint on glass, or in white on tinted glass, in a capsule")
    func buttons() {
        let glass = renderHTML(Button("B") {}.buttonStyle(.glass), options: quiet)
        #expect(glass.contains(#"class="cui-col cui-pad cui-bg cui-glass cui-bgr" style="--cui-pb:0px 0px;--cui-pi:14px 14px;--cui-bgv:var(--cui-glass);--cui-bgr:9999px;""#))
        #expect(glass.contains("--cui-fg:var(--cui-t-accent);\">B<"))
        let prominent = renderHTML(Button("B") {}.buttonStyle(.glassProminent), options: quiet)
        #expect(prominent.contains("--cui-bgv:rgb(0 64 221 / 0.8);--cui-bgr:9999px;") && prominent.contains("--cui-fg:var(--cui-c-white);\">B<"))
        let shaped = renderHTML(Button("B") {}.buttonStyle(.glass(.clear)).buttonBorderShape(.roundedRectangle(radius: 6)), options: quiet)
        #expect(shaped.contains("--cui-bgv:var(--cui-glass-clear);--cui-bgr:6px;"))
    }

    @Test("A GlassEffectContainer draws its content as written")
    func container() {
        let content = HStack { Text("A").glassEffect(); Text("B").glassEffect() }
        #expect(renderHTML(GlassEffectContainer(spacing: 20) { content }, options: quiet) == renderHTML(content, options: quiet))
    }

    @Test("Both appearances define the glass variables; the class blurs, saturates, rims and shadows")
    func stylesheet() {
        let css = String(decoding: Stylesheet.bytes, as: UTF8.self)
        #expect(css.components(separatedBy: "--cui-glass:").count - 1 >= 2 && css.components(separatedBy: "--cui-glass-clear:").count - 1 >= 2)
        #expect(css.contains(".cui-glass{-webkit-backdrop-filter:blur(8px) saturate(200%) brightness(1.08);backdrop-filter:blur(8px) saturate(200%) brightness(1.08);"))
        #expect(css.contains("box-shadow:inset 0 0 0 0.5px var(--cui-glass-rim),inset 0 1px 1px var(--cui-glass-hi)"))
    }
}
