import ContainerHTML
import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// `scrollDisabled`: scrollable views that people cannot scroll, through the environment.
@Suite("scrollDisabled in the resolver, HTML, JSON and layout")
struct ScrollDisabledMappingTests {
    private func rows() -> some View {
        VStack { ForEach(1...30, id: \.self) { Text("Row \($0)") } }
    }

    @Test("Scroll views and lists below scrollDisabled(true) are not scrollable; scrollDisabled(false) enables again")
    func resolved() {
        let tree = resolve(VStack {
            ScrollView { rows() }
            List { Text("a") }
            ScrollView(.horizontal) { Text("b") }.scrollDisabled(false)
        }.scrollDisabled(true))
        let kinds = tree.root.children[0].children.map(\.kind)
        guard case .scrollView(let vertical) = kinds[0], case .list(let list) = kinds[1], case .scrollView(let horizontal) = kinds[2] else {
            Issue.record("unexpected kinds \(kinds)")
            return
        }
        #expect(!vertical.isScrollEnabled && !list.isScrollEnabled && horizontal.isScrollEnabled)
        guard case .scrollView(let plain) = resolve(ScrollView { Text("a") }).root.children[0].kind else {
            Issue.record("not a scroll view")
            return
        }
        #expect(plain.isScrollEnabled)
    }

    @Test("The environment value reads what scrollDisabled wrote")
    func environment() {
        struct Reader: View {
            @Environment(\.isScrollEnabled) var isScrollEnabled
            var body: some View { Text(isScrollEnabled ? "on" : "off") }
        }
        #expect(renderHTML(Reader()).contains(">on<"))
        #expect(renderHTML(Reader().scrollDisabled(true)).contains(">off<"))
    }

    @Test("HTML: cui-nosc (overflow hidden) instead of a focusable scroller")
    func html() {
        let disabled = renderHTML(ScrollView { rows() }.scrollDisabled(true))
        // As wide as its rows, which are not flexible: only its height is a container's.
        #expect(disabled.contains(#"class="cui-scroll cui-scv cui-nosc cui-sy""#))
        #expect(!disabled.contains("tabindex"))
        let list = renderHTML(List { Text("a") }.scrollDisabled(true))
        #expect(list.contains("cui-list cui-nosc") && !list.contains("tabindex"))
        let enabled = renderHTML(ScrollView { rows() })
        #expect(enabled.contains(#"tabindex="0""#) && !enabled.contains("cui-nosc"))
        #expect(Stylesheet.text.contains(".cui-nosc.cui-scroll.cui-scv,.cui-nosc.cui-scroll.cui-sch,.cui-nosc.cui-list{overflow:hidden}"))
    }

    @Test("JSON says whether each scroll view and list scrolls; the layout is the same either way")
    func jsonAndLayout() {
        #expect(renderJSON(ScrollView { Text("a") }.scrollDisabled(true)).contains(#""scrollEnabled":false"#))
        #expect(renderJSON(List { Text("a") }).contains(#""scrollEnabled":true"#))
        let size = CGSize(width: 390, height: 300)
        let enabled = layout(resolve(ScrollView { rows() }), in: size).framesByID.mapValues(\.frame)
        let disabled = layout(resolve(ScrollView { rows() }.scrollDisabled(true)), in: size).framesByID.mapValues(\.frame)
        #expect(enabled == disabled)
    }
}
