import ContainerHTML
import ContainerUI
import Testing

/// A list's selected rows: the row background of a selected cell, no ARIA selection state.
@Suite("Mapping of list selection")
struct ListSelectionMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("The selected row is drawn over a systemGray4 row background; the others are not; no aria-selected")
    func selectedRow() {
        let html = renderHTML(List(["a", "b"], id: \.self, selection: .constant("b" as String?)) { Text($0) }, options: quiet)
        #expect(html.components(separatedBy: "var(--cui-c-gray4)").count == 2, "one row's background")
        #expect(html.contains(#"<li data-node="0.0.0.1" class="cui-lrow cui-row cui-layered">"#), "the second row, layered over its background")
        #expect(!html.contains("aria-selected"))
        let none = renderHTML(List(["a", "b"], id: \.self, selection: .constant(nil as String?)) { Text($0) }, options: quiet)
        #expect(!none.contains("cui-c-gray") && !none.contains("cui-layered"))
    }
}
