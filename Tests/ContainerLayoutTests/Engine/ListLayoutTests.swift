import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Lists in each style, with the list settings and row modifiers: the frames the stylesheet
/// draws (the fidelity test compares them with Chromium's on the gallery's list pages).
@Suite struct ListLayoutTests {
    /// A list of two sections: "A" with rows 0.0.0.1 and 0.0.0.2, "B" with row 0.0.1.1.
    private func twoSections() -> some View {
        List {
            Section("A") { Text("One"); Text("Two") }
            Section("B") { Text("Three") }
        }
    }

    private func frame(_ id: String, _ frames: [String: CGRect]) throws -> CGRect {
        try #require(frames[id], "no frame for \(id)")
    }

    @Test(arguments: [
        (ListStyleKind.insetGrouped, CGFloat(20), CGFloat(35)), (.sidebar, 20, 35), (.grouped, 0, 35), (.inset, 20, 0), (.plain, 0, 0),
    ])
    func eachStyleInsetsItsSections(style: ListStyleKind, side: CGFloat, top: CGFloat) throws {
        let view: AnyView
        switch style {
        case .insetGrouped: view = AnyView(twoSections().listStyle(.insetGrouped))
        case .sidebar: view = AnyView(twoSections().listStyle(.sidebar))
        case .grouped: view = AnyView(twoSections().listStyle(.grouped))
        case .inset: view = AnyView(twoSections().listStyle(.inset))
        case .plain: view = AnyView(twoSections().listStyle(.plain))
        }
        let frames = frames(of: view)
        let section = try frame("0.0.0", frames), row = try frame("0.0.0.1", frames), header = try frame("0.0.0.0", frames)
        #expect(section.minX == side && section.width == 390 - 2 * side && section.minY == top)
        #expect(row.minX == side && row.width == section.width && row.height == 44)
        #expect(header.minX == side + 16)
        let grouped = style != .plain && style != .inset
        // Grouped headers: footnote (18 px lines), 7 px above the rows; plain ones: headline (22 px), 8 px each side;
        // a sidebar's, which collapse, are prominent: bold title3 (25 px lines) with the chevron.
        #expect(header.minY == top + (grouped ? 0 : 8))
        #expect(row.minY == header.maxY + (grouped ? 7 : 8))
        let second = try frame("0.0.1", frames), two = try frame("0.0.0.2", frames)
        #expect(second.minY == two.maxY + (grouped ? 35 : style == .inset ? 20 : 0))
        #expect(header.height == (style == .sidebar ? 25 : grouped ? 18 : 22))
    }

    @Test func rowAndSectionSpacingMinimumHeightAndInsets() throws {
        let spaced = frames(of: twoSections().listRowSpacing(10).listSectionSpacing(.custom(50)).environment(\.defaultMinListRowHeight, 60))
        let one = try frame("0.0.0.1", spaced), two = try frame("0.0.0.2", spaced), second = try frame("0.0.1", spaced)
        #expect(one.height == 60 && two.minY == one.maxY + 10 && second.minY == two.maxY + 50)
        let inset = frames(of: List {
            HStack { Text("Padded") }.listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 10, trailing: 8))
        })
        // The row's frame is the `li`; the text inside starts at the leading inset, 30 px down.
        let row = try frame("0.0.0.0", inset), text = try frame("0.0.0.0.0", inset)
        #expect(abs(row.height - (30 + 22 + 10)) < 0.01)
        #expect(text.minX == row.minX + 40 && text.minY == row.minY + 30)
    }

    @Test func sectionMarginsReplaceTheStylesOnTheirEdges() throws {
        let margined = frames(of: List {
            Section("A") { Text("One") }.listSectionMargins(.horizontal, 4)
            Section("B") { Text("Two") }.listSectionMargins(.top, 50)
            Section("C") { Text("Three") }
        })
        let first = try frame("0.0.0", margined), second = try frame("0.0.1", margined), third = try frame("0.0.2", margined)
        #expect(first.minX == 4 && first.width == 382 && first.minY == 35)
        #expect(second.minX == 20 && second.width == 350 && second.minY == first.maxY + 17.5 + 50)
        #expect(third.minY == second.maxY + 35, "without margins the gap is the style's")
        let flush = frames(of: List { Section { Text("Edge") } }.listSectionMargins(.all, 0).frame(height: 300))
        let list = try frame("0.0", flush), section = try frame("0.0.0", flush), row = try frame("0.0.0.0", flush)
        #expect(section.minX == 0 && section.minY == list.minY && section.width == 390 && row.width == 390)
    }

    @Test func rowInsetsOnSomeEdgesKeepTheListsOnTheOthers() throws {
        let indented = frames(of: List { HStack { Text("Indented") }.listRowInsets(.leading, 40) })
        let row = try frame("0.0.0.0", indented), text = try frame("0.0.0.0.0", indented)
        #expect(text.minX == row.minX + 40 && abs(row.height - (11 + 22 + 11)) < 0.01)
    }

    @Test func aBadgeSitsAtTheTrailingEdgeAndNarrowsTheContent() throws {
        let long = "A title long enough to wrap onto a second line beside a badge"
        let badged = resolve(List { HStack { Text(long) }.badge(128) })
        let result = layout(badged, in: CGSize(width: 390, height: 844))
        let row = try #require(result.framesByID["0.0.0.0"]).frame
        guard case .badge(.content(let nodes, _)) = badged.root.children[0].children[0].children[0].modifiers[0] else {
            Issue.record("no badge")
            return
        }
        let badge = try #require(result.framesByID[nodes[0].id]).frame
        #expect(badge.maxX == row.maxX - 16)
        #expect(abs(badge.midY - row.midY) < 0.01)
        let text = try #require(result.framesByID["0.0.0.0.0"]).frame
        #expect(text.minX == row.minX + 16 && text.maxX <= badge.minX - 8, "the text wraps in the space left of the badge")
    }

    @Test func aRowBackgroundFillsTheRow() throws {
        let tree = resolve(List { Text("Highlighted").listRowBackground(Color.yellow) })
        let result = layout(tree, in: CGSize(width: 390, height: 844))
        let row = try #require(result.framesByID["0.0.0.0"]).frame
        guard case .listRowBackground(.content(let nodes, _)) = tree.root.children[0].children[0].children[0].modifiers[0] else {
            Issue.record("no row background")
            return
        }
        #expect(try #require(result.framesByID[nodes[0].id]).frame == row)
    }
}
