import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `blendMode(_:)` as CSS `mix-blend-mode`; the Porter-Duff modes, which CSS has no form for,
/// draw as normal with a warning.
@Suite("blendMode in HTML")
struct BlendModeMappingTests {
    @Test("Blend modes are their mix-blend-mode keywords", arguments: [
        (BlendMode.multiply, "multiply"), (.colorDodge, "color-dodge"), (.colorBurn, "color-burn"), (.softLight, "soft-light"),
        (.hardLight, "hard-light"), (.luminosity, "luminosity"), (.plusLighter, "plus-lighter"), (.plusDarker, "plus-darker"),
    ])
    func keyword(mode: BlendMode, keyword: String) {
        let html = renderHTML(Color.blue.frame(width: 10, height: 10).blendMode(mode))
        #expect(html.contains("cui-bm") && html.contains("--cui-bm:\(keyword);"), "\(html)")
    }

    @Test("The Porter-Duff modes write nothing and warn", arguments: [BlendMode.sourceAtop, .destinationOver, .destinationOut])
    func porterDuff(mode: BlendMode) {
        let warnings = WarningLog()
        let html = renderHTML(Color.blue.blendMode(mode), options: HTMLRenderOptions(onWarning: { warnings.append($0.message) }))
        #expect(!html.contains("cui-bm"))
        #expect(warnings.messages == ["blend mode \(mode) has no CSS form; drawn as normal"])
    }

    @Test("The stylesheet blends through the variable; the tree and the JSON keep the mode")
    func stylesheetAndJSON() {
        #expect(Stylesheet.text.contains(".cui-bm{mix-blend-mode:var(--cui-bm)}"))
        #expect(resolve(Text("A").blendMode(.difference)).root.children[0].modifiers.map(\.description) == ["blendMode(difference)"])
        #expect(renderJSON(Text("A").blendMode(.destinationOut)).contains(#"{"type":"blendMode","mode":"destinationOut"}"#))
    }

    @Test("A blend mode after an opacity blends the faded view: a wrapper of its own outside it")
    func order() {
        let html = renderHTML(Color.blue.frame(width: 10, height: 10).opacity(0.5).blendMode(.multiply))
        #expect(html.firstMatch(of: /class="cui-col cui-bm"[^>]*><div[^>]*class="cui-col[^"]* cui-op"/) != nil, "\(html)")
    }
}
