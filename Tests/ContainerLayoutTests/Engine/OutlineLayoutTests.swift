import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Outline rows in a list: each a row of the card, at least 44 px tall, the content of a level
/// deeper 10 px further in, the chevron at the trailing inset.
@Suite struct OutlineLayoutTests {
    private func frame(_ id: String, _ frames: [String: CGRect]) throws -> CGRect {
        try #require(frames[id], "no frame for \(id)")
    }

    @Test func expandedRowsStackInTheCardIndentedALevelEach() throws {
        let frames = frames(of: List {
            DisclosureGroup("Documents", isExpanded: .constant(true)) {
                HStack { Text("Notes.txt") }
                DisclosureGroup("Work", isExpanded: .constant(true)) { HStack { Text("Plan.key") } }
            }
        })
        // Rows 0.0.0.0 to 0.0.0.3: Documents, Notes.txt, Work, Plan.key; each row's first view
        // is its text.
        var y: CGFloat = 35
        for (index, indent) in [CGFloat(0), 10, 10, 20].enumerated() {
            let row = try frame("0.0.0.\(index)", frames)
            #expect(row.minX == 20 && row.width == 350 && row.minY == y && row.height == 44, "row \(index)")
            y = row.maxY
            #expect(try frame("0.0.0.\(index).0", frames).minX == 36 + indent, "row \(index)")
        }
        // The chevron of a group's row ends at the trailing inset.
        for row in [0, 2] {
            #expect(abs(try frame("0.0.0.\(row).2", frames).maxX - (370 - 16)) < 0.01)
        }
    }

    @Test func aCollapsedOutlineIsItsTopLevel() throws {
        let frames = frames(of: List(FileTree.items, children: \.children) { Text($0.name) })
        #expect(frames["0.0.0.2"] != nil && frames["0.0.0.3"] == nil)
        #expect(try frame("0.0.0.1", frames).height == 44)
    }
}

/// A folder with a file, an empty folder and a file.
private struct FileTree: Identifiable {
    var id: String { name }
    var name: String
    var children: [FileTree]?

    static let items = [
        FileTree(name: "Documents", children: [FileTree(name: "Notes.txt")]),
        FileTree(name: "Empty", children: []),
        FileTree(name: "README.md"),
    ]
}
