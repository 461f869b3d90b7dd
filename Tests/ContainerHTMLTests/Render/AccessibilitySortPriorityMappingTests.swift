import ContainerUI
import Foundation
import Testing

/// `accessibilitySortPriority`: the page writes a stack's children in the order assistive
/// technologies reach them and draws each at its own place (CSS `order`).
@Suite struct AccessibilitySortPriorityMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// The `data-node` ids of the elements holding `texts`, in document order.
    private func documentOrder(_ html: String, _ texts: [String]) -> [String] {
        texts.sorted { html.range(of: ">\($0)<")!.lowerBound < html.range(of: ">\($1)<")!.lowerBound }
    }

    @Test func higherPrioritiesComeFirstInTheDocument() {
        let html = renderHTML(VStack {
            Text("Title")
            Text("Price").accessibilitySortPriority(2)
            Text("Note")
            Text("Buy").accessibilitySortPriority(1)
        }, options: quiet)
        #expect(documentOrder(html, ["Title", "Price", "Note", "Buy"]) == ["Price", "Buy", "Title", "Note"])
        #expect(html.contains(#"order:1;">Price<"#) && html.contains(#"order:3;">Buy<"#) && html.contains(#"order:0;">Title<"#))
        #expect(resolve(Text("Price").accessibilitySortPriority(2)).root.children[0].dump().contains("accessibilitySortPriority(2)"))
    }

    @Test func theStackOrderStaysWhenPrioritiesAgree() {
        let plain = renderHTML(HStack { Text("A"); Text("B") }, options: quiet)
        #expect(renderHTML(HStack { Text("A").accessibilitySortPriority(3); Text("B") }, options: quiet) == plain)
        #expect(renderHTML(HStack { Text("A"); Text("B").accessibilitySortPriority(0) }, options: quiet) == plain)
        let negative = renderHTML(ZStack { Text("Back").accessibilitySortPriority(-1); Text("Front") }, options: quiet)
        #expect(documentOrder(negative, ["Back", "Front"]) == ["Front", "Back"] && negative.contains("order:0;") && negative.contains("order:1;"))
    }

    @Test func aStackWithASpacerKeepsItsOrder() {
        let html = renderHTML(HStack { Text("A"); Spacer(); Text("B").accessibilitySortPriority(1) }, options: quiet)
        #expect(documentOrder(html, ["A", "B"]) == ["A", "B"] && !html.contains("order:"))
    }
}
