import ContainerHTML
import ContainerUI
import Testing

/// A list's selected rows: the row background of a selected cell, no ARIA selection state.
@Suite("Mapping of list selection")
struct ListSelectionMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("The selected row is drawn over a grey row background; the others are not; no aria-selected")
    func selectedRow() {
        let html = renderHTML(List(["a", "b"], id: \.self, selection: .constant("b" as String?)) { Text($0) }, options: quiet)
        #expect(html.components(separatedBy: "var(--cui-c-gray)").count - 1 == 1 || html.components(separatedBy: "--cui-c-gray").count - 1 == 1)
        #expect(!html.contains("aria-selected"))
        let none = renderHTML(List(["a", "b"], id: \.self, selection: .constant(nil as String?)) { Text($0) }, options: quiet)
        #expect(!none.contains("cui-c-gray"))
    }
}
