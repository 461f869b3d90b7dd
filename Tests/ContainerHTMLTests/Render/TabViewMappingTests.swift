import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A tab view's markup: a tab list of tab buttons under the selected tab's panel, or a paging
/// scroller that starts at the selected page.
@Suite("TabView in HTML")
struct TabViewMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private var tabs: some View {
        TabView(selection: .constant(2)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home screen") }
            Tab("Inbox", systemImage: "envelope", value: 2) { Text("Inbox screen") }.badge(3)
            Tab(value: 3) { Text("Starred") } label: { Image(systemName: "star") }
        }
    }

    @Test("The bar is a tablist of tab buttons, the selected one aria-selected; the content its tabpanel, named by its title")
    func roles() {
        let html = renderHTML(tabs, options: quiet)
        #expect(html.components(separatedBy: #"role="tablist""#).count == 2)
        #expect(html.contains(#"<div data-node="0.0.0" role="tabpanel" aria-label="Inbox" class="cui-col cui-sx cui-sy">"#))
        #expect(html.contains(#"<button data-node="0.0.1.1.0" type="button" role="tab" aria-selected="false" class="cui-btn cui-sx cui-sy">"#))
        #expect(html.contains(#"<button data-node="0.0.1.1.1" type="button" role="tab" aria-selected="true" class="cui-btn cui-sx cui-sy">"#))
        #expect(html.components(separatedBy: #"role="tab" "#).count == 4)
        #expect(html.contains(#"<div data-node="0.0.1.1" role="tablist" class="cui-col cui-sx cui-fh" style="--cui-h:49px;">"#))
    }

    @Test("A titled item's symbol is decorative; an item without a title is named by its symbol")
    func symbols() {
        let html = renderHTML(tabs, options: quiet)
        #expect(html.contains(#"<svg data-node="0.0.1.1.0.0.0" viewBox="0 0 16 16" aria-hidden="true""#))
        #expect(html.contains(#"<svg data-node="0.0.1.1.2.0.0" viewBox="0 0 16 16" role="img" aria-label="star""#))
    }

    @Test("A tab whose item has no title and no named image is named by its position")
    func unnamedTabs() {
        let html = renderHTML(TabView(selection: .constant(1)) {
            Tab(value: 1) { Text("First") }
            Tab(value: 2) { Text("Second") } label: { Image(decorative: "photo") }
        }, options: quiet)
        #expect(html.contains(#"type="button" aria-label="Tab 1 of 2" role="tab" aria-selected="true""#))
        #expect(html.contains(#"type="button" aria-label="Tab 2 of 2" role="tab" aria-selected="false""#))
    }

    @Test("Captions are 10 px medium, the selected one in the accent, the others in the text palette's grey")
    func captions() {
        let html = renderHTML(tabs, options: quiet)
        #expect(html.contains(#"--cui-fs:10px;--cui-lh:12px;--cui-fw:500;--cui-fg:var(--cui-t-accent);">Inbox</span>"#))
        #expect(html.contains(#"--cui-fs:10px;--cui-lh:12px;--cui-fw:500;--cui-fg:var(--cui-t-gray);">Home</span>"#))
    }

    @Test("A badge is white text on a red capsule (the contrast variant), offset from the symbol's corner")
    func badge() {
        let html = renderHTML(tabs, options: quiet)
        #expect(html.contains(#"--cui-bgv:rgb(215 0 21 / 1);--cui-bgr:9999px;"#))
        #expect(html.contains(#"--cui-tf:translate(15px,-3px);"#))
        #expect(html.contains(#"--cui-fg:var(--cui-c-white);">3</span>"#))
    }

    @Test("Pages: the selected page carries scroll-initial-target, the dots are a group naming the page")
    func pages() {
        let html = renderHTML(tabs.tabViewStyle(.page), options: quiet)
        #expect(html.components(separatedBy: "cui-sit").count == 2)
        #expect(html.contains(#"<div data-node="0.0.0.1" class="cui-col cui-snap cui-sit cui-snapstop cui-crw"#))
        #expect(html.contains(#"<div data-node="0.0.0.0" class="cui-col cui-snap cui-snapstop cui-crw"#))
        #expect(html.contains(#"role="group" aria-label="Page 2 of 3""#))
        #expect(!html.contains("tablist"))
    }

    @Test("JSON lists the roles, the initial scroll target and a tag by its value")
    func json() {
        let bar = renderJSON(resolve(tabs))
        #expect(bar.contains(#"{"type":"accessibilityRole","description":"accessibilityRole(tabList)"}"#))
        #expect(bar.contains(#"{"type":"accessibilityRole","description":"accessibilityRole(tab, selected)"}"#))
        let paged = renderJSON(resolve(tabs.tabViewStyle(.page)))
        #expect(paged.contains(#"{"type":"initialScrollTarget","description":"initialScrollTarget"}"#))
        let tagged = renderJSON(resolve(Text("A").tag(7)))
        #expect(tagged.contains(#"{"type":"tag","description":"tag(7)"}"#))
    }
}
