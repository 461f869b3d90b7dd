import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `help(_:)` as the element's title and `allowsHitTesting(false)` as `pointer-events: none`.
@Suite("Help and hit testing in HTML")
struct HelpAndHitTestingTests {
    @Test("Help is the title attribute, escaped, from a string, a literal or a Text")
    func helpTitle() {
        #expect(renderHTML(Color.red.frame(width: 10, height: 10).help("Delete \"all\" <rows>")).contains(#"title="Delete &quot;all&quot; &lt;rows&gt;""#))
        #expect(renderHTML(Text("A").help(Text("Bold"))).contains(#"title="Bold""#))
        #expect(resolve(Text("A").help("Tip")).root.children[0].modifiers.map(\.description) == [#"help("Tip")"#])
    }

    @Test("allowsHitTesting(false) adds the class; true adds nothing")
    func hitTesting() {
        #expect(renderHTML(Text("A").allowsHitTesting(false)).contains("cui-nohit"))
        #expect(!renderHTML(Text("A").allowsHitTesting(true)).contains("cui-nohit"))
        #expect(resolve(Text("A").allowsHitTesting(false)).root.children[0].modifiers.map(\.description) == ["allowsHitTesting(false)"])
        #expect(Stylesheet.text.contains(".cui-nohit{pointer-events:none}"))
    }
}
