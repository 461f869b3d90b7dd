import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `safeAreaInset` in HTML: a wrapper whose inset views are a layer aligned at the edge; it pads
/// ordinary content by the inset's measured length plus the spacing, and gives a scroll view or
/// list that length as content margins instead.
@Suite("safeAreaInset in HTML")
struct SafeAreaInsetMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })
    private var bar: some View { Color.blue.frame(height: 50) }

    @Test("Ordinary content is padded by the inset's length plus the spacing, the inset a layer at the edge")
    func padsContent() {
        let html = renderHTML(VStack { Text("A") }.safeAreaInset(edge: .bottom, spacing: 10) { bar }, options: quiet)
        #expect(html.contains("--cui-pb:0px 60px;--cui-pi:0px 0px;"))
        #expect(html.contains("cui-layer cui-g cui-aie"))
    }

    @Test("A scroll view keeps its frame and takes the length as content margins, added to its own")
    func scrollViewMargins() {
        let html = renderHTML(ScrollView { Text("A") }.contentMargins(.top, 4).safeAreaInset(edge: .top, spacing: 0) { bar }, options: quiet)
        #expect(html.contains("--cui-cmb:54px 0px;"))
        #expect(!html.contains("--cui-pb:"))
    }

    @Test("A list takes the length as padding and scroll padding")
    func listMargins() {
        let html = renderHTML(List { Text("A") }.safeAreaInset(edge: .bottom) { bar }, options: quiet)
        #expect(html.contains("cui-lsa"))
        #expect(html.contains("--cui-sat:0px;--cui-sal:0px;--cui-sab:58px;--cui-sar:0px;"))
    }

    @Test("The JSON describes the edge, alignment and spacing, and holds the inset views")
    func json() {
        let json = renderJSON(Text("A").safeAreaInset(edge: .leading, spacing: 4) { Text("B") })
        #expect(json.contains(#"{"type":"safeAreaInset","edge":"leading","alignment":"leading","spacing":4,"children":[{"#))
    }
}
