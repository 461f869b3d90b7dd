import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Collapsible sections laid out: a sidebar header spans its section's card less the 16 px
/// insets, the chevron at its trailing end; a collapsed section is its header alone, and the
/// next section follows it a section gap below.
@Suite struct CollapsibleSectionLayoutTests {
    private func frame(_ id: String, _ frames: [String: CGRect]) throws -> CGRect {
        try #require(frames[id], "no frame for \(id)")
    }

    @Test func sidebarHeadersSpanTheCardWithTheChevronAtTheEnd() throws {
        let frames = frames(of: List {
            Section("Favorites", isExpanded: .constant(false)) { Text("Inbox") }
            Section("Recents", isExpanded: .constant(true)) { Text("Drafts") }
        }.listStyle(.sidebar))
        // The first section (0.0.0) is its header row (0.0.0.0): title, spacer, chevron.
        let header = try frame("0.0.0.0", frames)
        #expect(header.minX == 36 && abs(header.width - (350 - 32)) < 0.01)
        #expect(abs(try frame("0.0.0.0.2", frames).maxX - 354) < 0.01)
        #expect(frames["0.0.0.1"] == nil, "the collapsed section has no rows")
        let collapsed = try frame("0.0.0", frames)
        #expect(collapsed.minY == 35 && abs(collapsed.height - (header.height + 7)) < 0.01)
        // The expanded section starts a gap below and holds its header and row.
        let expanded = try frame("0.0.1", frames)
        #expect(abs(expanded.minY - (collapsed.maxY + 35)) < 0.01)
        let row = try frame("0.0.1.1", frames)
        #expect(row.height == 44 && abs(row.minY - (expanded.minY + header.height + 7)) < 0.01)
    }

    @Test func theSortedColumnsChevronFollowsItsTitle() throws {
        struct Person: Identifiable {
            var id: Int
            var name: String
        }
        let table = Table([Person(id: 1, name: "Ada")], sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Name", value: \.name)
        }
        let frames = frames(of: table.environment(\.horizontalSizeClass, .regular), width: 768)
        // The header row (0.0.0.0) keeps a list row's 44 px; its cell (0.0.0.0.0) is the title
        // (0.0.0.0.0.0) and the chevron 4 px after it (0.0.0.0.0.1).
        #expect(try frame("0.0.0.0", frames).height == 44)
        let title = try frame("0.0.0.0.0.0", frames), chevron = try frame("0.0.0.0.0.1", frames)
        #expect(title.minX == 16 && abs(chevron.minX - (title.maxX + 4)) < 0.01)
    }
}
