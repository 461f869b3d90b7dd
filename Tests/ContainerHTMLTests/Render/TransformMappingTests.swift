import ContainerHTML
import ContainerUI
import Testing

/// `offset`, `rotationEffect` and `scaleEffect` on one view: one CSS transform, in SwiftUI's order.
@Suite("Mapping of drawing transforms to one CSS transform")
struct TransformMappingTests {
    @Test("One transform keeps its anchor as the origin")
    func single() {
        let html = renderHTML(Text("a").rotationEffect(.degrees(10), anchor: .bottomTrailing))
        #expect(html.contains(#"class="cui-col cui-tf" style="--cui-tf:rotate(10deg);--cui-to:100% 100%;""#))
        #expect(renderHTML(Text("a").offset(x: 5)).contains("--cui-tf:translate(5px,0px);--cui-to:50% 50%;"))
    }

    @Test("Several in one wrapper compose, the outermost written first, none replacing another")
    func composed() {
        let html = renderHTML(Text("a").offset(x: 5).rotationEffect(.degrees(10)).scaleEffect(2))
        #expect(html.contains(#"class="cui-col cui-tf" style="--cui-tf:scale(2,2) rotate(10deg) translate(5px,0px);--cui-to:50% 50%;""#))
        #expect(html.components(separatedBy: "--cui-tf:").count == 2)
    }

    @Test("Transforms about different anchors are each moved to their own")
    func anchors() {
        let html = renderHTML(Text("a").rotationEffect(.degrees(10), anchor: .topLeading).scaleEffect(2, anchor: .bottom))
        #expect(html.contains("--cui-tf:translate(50%,100%) scale(2,2) translate(-50%,-100%) translate(0%,0%) rotate(10deg) translate(0%,0%);--cui-to:0% 0%;"))
    }

    @Test("An inner transform after an outer one of the same kind starts a wrapper of its own")
    func wrappers() {
        let html = renderHTML(Text("a").scaleEffect(2).offset(y: 3))
        #expect(html.contains("--cui-tf:translate(0px,3px);") && html.contains("--cui-tf:scale(2,2);"))
    }
}
