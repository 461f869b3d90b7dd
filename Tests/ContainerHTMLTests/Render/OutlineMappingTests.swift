import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Outline rows in HTML and JSON: each row of an expanded disclosure group's content is a list
/// row whose leading inset (and separator) is a level deeper.
@Suite("Outlines in HTML and JSON")
struct OutlineMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private var expanded: some View {
        List {
            DisclosureGroup("Documents", isExpanded: .constant(true)) {
                Text("Notes.txt")
                DisclosureGroup("Work", isExpanded: .constant(true)) { Text("Plan.key") }
            }
            Text("README.md")
        }
    }

    @Test("Each row of an expanded group is an li with its separator, indented a level")
    func rows() {
        let html = renderHTML(expanded, options: quiet)
        #expect(html.components(separatedBy: "<li ").count - 1 == 5)
        #expect(html.components(separatedBy: "cui-lsep").count - 1 == 4, "every row but the last has a separator")
        #expect(html.contains("--cui-ris:26px") && html.contains("--cui-ris:36px"))
        #expect(html.components(separatedBy: #"aria-label="chevron down""#).count - 1 == 2, "both groups are expanded")
    }

    @Test("The JSON shows the indentation as the rows' listRowInsets")
    func json() throws {
        let json = renderJSON(expanded)
        #expect(json.components(separatedBy: #""listRowInsets""#).count - 1 == 3)
        let collapsed = renderJSON(List { DisclosureGroup("Documents") { Text("Notes.txt") } })
        #expect(!collapsed.contains("Notes.txt") && !collapsed.contains("listRowInsets"))
    }
}
