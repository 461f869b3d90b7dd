import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Scroll anchors in the page: initial targets lined up by `scroll-snap-align`, short content
/// placed by auto margins.
@Suite("Mapping of scroll anchors to HTML/CSS")
struct ScrollAnchorMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func days(anchor: UnitPoint?) -> some View {
        ScrollView { VStack { ForEach(1...30, id: \.self) { Text("Day \($0)") } } }
            .scrollPosition(id: .constant(12), anchor: anchor)
    }

    @Test("A target's anchor: cui-sita with the block and inline alignment; the top-leading corner needs none")
    func targetAnchors() {
        let bottom = renderHTML(days(anchor: .bottom), options: quiet)
        #expect(bottom.contains(#"data-node="0.0.0.11" class="cui-t cui-r cui-sit cui-sita""#) && bottom.contains("--cui-sita:end center;\">Day 12"))
        #expect(renderHTML(days(anchor: .topTrailing), options: quiet).contains("--cui-sita:start end;"))
        let plain = renderHTML(days(anchor: nil), options: quiet)
        #expect(plain.contains("cui-sit") && !plain.contains("cui-sita"))
    }

    @Test("An anchor between edges is drawn at the nearest, with a warning")
    func approximateAnchors() {
        let warnings = WarningLog()
        let html = renderHTML(days(anchor: UnitPoint(x: 0.5, y: 0.8)), options: HTMLRenderOptions(onWarning: { warnings.append($0.message) }))
        #expect(html.contains("--cui-sita:end center;"))
        #expect(warnings.messages.count == 1 && warnings.messages[0].contains("drawn at center, end"))
    }

    @Test("defaultScrollAnchor: the content is the initial target; short content sits by auto margins")
    func defaultAnchor() {
        let html = renderHTML(ScrollView { Text("a") }.defaultScrollAnchor(.bottom), options: quiet)
        #expect(html.contains(#"class="cui-scc cui-col cui-vs cui-sit cui-sita cui-sca-e" style="--cui-gap:8px;--cui-sita:end center;""#))
        let centred = renderHTML(ScrollView(.horizontal) { Text("a") }.defaultScrollAnchor(.center, for: .alignment), options: quiet)
        #expect(centred.contains("cui-hs cui-sca-c") && !centred.contains("cui-sit"))
        #expect(!renderHTML(ScrollView { Text("a") }, options: quiet).contains("cui-sca"))
    }

    @Test("The JSON names a scroll view's anchors: where it starts, where short content sits, how its target lines up")
    func json() {
        let named = renderJSON(days(anchor: .bottom))
        #expect(named.contains(#""initialAnchor":null,"contentAlignment":null,"targetAnchor":"(center, end)""#))
        let chat = renderJSON(ScrollView { Text("a") }.defaultScrollAnchor(.bottom))
        #expect(chat.contains(#""initialAnchor":"(center, end)","contentAlignment":"(center, end)","targetAnchor":null"#))
    }
}
