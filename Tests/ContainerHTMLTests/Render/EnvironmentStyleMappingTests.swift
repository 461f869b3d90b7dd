import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The mapping rows of `background()` with `backgroundStyle`, `containerBackground`,
/// `badgeProminence`, `listItemTint`, `scrollClipDisabled` and `Text.textScale`.
@Suite("Mapping of background styles, container backgrounds, badge prominence, list item tints, scroll clipping and text scale")
struct EnvironmentStyleMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("background() paints the system background, or the background style set around it")
    func background() {
        #expect(renderHTML(Text("a").background(), options: quiet).contains(#"class="cui-col cui-bg" style="--cui-bgv:var(--cui-bg);""#))
        #expect(renderHTML(Text("a").background().backgroundStyle(.orange), options: quiet)
            .contains(#"class="cui-col cui-bg" style="--cui-bgv:var(--cui-c-orange);""#))
    }

    @Test("containerBackground(for: .navigation) paints the navigation stack's element, bar and screen")
    func containerBackground() {
        let html = renderHTML(NavigationStack { Text("a").containerBackground(.yellow, for: .navigation) }, options: quiet)
        #expect(html.contains(#"<div data-node="0.0" class="cui-col cui-sx cui-sy cui-bg" style="--cui-bgv:var(--cui-c-yellow);">"#))
        #expect(!renderHTML(NavigationStack { Text("a") }, options: quiet).contains("cui-bg\""))
    }

    @Test("A ContainerRelativeShape is drawn as the container shape set around it")
    func containerShape() {
        let html = renderHTML(ContainerRelativeShape().fill(.red).frame(width: 40, height: 20).containerShape(Capsule()), options: quiet)
        #expect(html == renderHTML(Capsule().fill(.red).frame(width: 40, height: 20), options: quiet))
        #expect(renderHTML(ContainerRelativeShape().fill(.red), options: quiet) == renderHTML(Rectangle().fill(.red), options: quiet))
    }

    @Test("An increased badge is white footnote text on a red capsule in the row's badge; a decreased one the secondary text colour")
    func badgeProminence() {
        let html = renderHTML(List { Text("Inbox").badge(3).badgeProminence(.increased) }, options: quiet)
        #expect(html.contains(#"<div class="cui-lbadge"><div data-node="0.0.0.0.m0.0" class="cui-col cui-pad cui-bg cui-bgr" style="--cui-pb:2px 2px;--cui-pi:0px 0px;--cui-bgv:var(--cui-c-red);--cui-bgr:9999px;">"#))
        #expect(html.contains(#"--cui-fs:13px;--cui-lh:18px;--cui-fw:400;--cui-fg:var(--cui-c-white);">3</span>"#))
        let decreased = renderHTML(List { Text("Inbox").badge(3).badgeProminence(.decreased) }, options: quiet)
        let standard = renderHTML(List { Text("Inbox").badge(3) }, options: quiet)
        #expect(standard.contains(#"--cui-fg:var(--cui-tlabel2);">3</span>"#) && !standard.contains("cui-c-red"))
        #expect(decreased == standard, "tertiary text is drawn in the contrast-safe secondary text colour, as every level below primary is")
    }

    @Test("listItemTint fills a list row's label icon with the tint")
    func listItemTint() {
        let html = renderHTML(List { Label("Favourites", systemImage: "star").listItemTint(.red) }, options: quiet)
        #expect(html.contains(#"class="cui-sym" style="--cui-fs:17px;--cui-fg:var(--cui-c-red);""#))
        #expect(!renderHTML(List { Label("Favourites", systemImage: "star") }, options: quiet).contains("cui-c-red"))
    }

    @Test("scrollClipDisabled: the scroll view's JSON says so, its HTML is unchanged")
    func scrollClip() {
        #expect(renderJSON(resolve(ScrollView { Text("a") }.scrollClipDisabled())).contains(#""targetAnchor":null,"clipDisabled":true,"#))
        #expect(!renderJSON(resolve(ScrollView { Text("a") })).contains("clipDisabled"))
        #expect(renderHTML(ScrollView { Text("a") }.scrollClipDisabled(), options: quiet) == renderHTML(ScrollView { Text("a") }, options: quiet))
    }

    @Test("textScale(.secondary) draws body text at callout's size")
    func textScale() {
        #expect(renderHTML(Text("kg").textScale(.secondary), options: quiet).contains("--cui-fs:16px;--cui-lh:21px;--cui-fw:400;"))
        let around = renderHTML(HStack { Text("5"); Text("kg") }.textScale(.secondary), options: quiet)
        #expect(around.components(separatedBy: "--cui-fs:16px;--cui-lh:21px;").count == 3, "textScale on a view scales each text inside")
    }
}
