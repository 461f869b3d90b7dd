import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Collapsible sections in HTML and JSON: a collapsed section is its header alone, without a
/// card of rows; a sidebar's headers carry the tinted chevron as a disclosure group's rows do;
/// the JSON names each section's `isExpanded`.
@Suite("Collapsible sections in HTML and JSON")
struct CollapsibleSectionMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private var sidebar: some View {
        List {
            Section("Favorites", isExpanded: .constant(true)) { Text("Inbox") }
            Section("Recents", isExpanded: .constant(false)) { Text("Drafts") }
        }
        .listStyle(.sidebar)
    }

    @Test("A sidebar's headers are prominent, with the chevron down while expanded and right while collapsed")
    func sidebarHeaders() {
        let html = renderHTML(sidebar, options: quiet)
        #expect(html.components(separatedBy: "cui-lh cui-lhp").count - 1 == 2)
        #expect(html.contains(#"aria-label="chevron down""#) && html.contains(#"aria-label="chevron right""#))
        #expect(html.contains("--cui-fg:var(--cui-c-accent)"), "the chevron is in the tint")
    }

    @Test("A collapsed section has no rows")
    func collapsedSection() {
        let html = renderHTML(sidebar, options: quiet)
        #expect(html.contains("Inbox") && !html.contains("Drafts"))
        #expect(html.components(separatedBy: "cui-lrows").count - 1 == 1)
        let plain = renderHTML(List { Section(isExpanded: .constant(false)) { Text("A") } header: { Text("H") } }, options: quiet)
        #expect(!plain.contains("cui-lrows") && !plain.contains("chevron") && plain.contains(">H<"))
    }

    @Test("The JSON names whether each section is expanded")
    func json() {
        let json = renderJSON(List {
            Section("Open", isExpanded: .constant(true)) { Text("A") }
            Section("Closed", isExpanded: .constant(false)) { Text("B") }
            Section("Fixed") { Text("C") }
        })
        #expect(json.contains(#""isExpanded":true"#) && json.contains(#""isExpanded":false"#) && json.contains(#""isExpanded":null"#))
    }
}
