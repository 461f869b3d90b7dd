import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A table in a regular size class: a plain list of a header row and a row a value, each row's
/// cells 16 px apart, a fixed column at its width and the flexible one taking the rest.
@Suite struct TableLayoutTests {
    struct Person: Identifiable {
        var id: Int
        var name: String
    }

    private func frame(_ id: String, _ frames: [String: CGRect]) throws -> CGRect {
        try #require(frames[id], "no frame for \(id)")
    }

    @Test func regularColumnsShareTheRow() throws {
        let table = Table([Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]) {
            TableColumn("Name", value: \.name)
            TableColumn("Id") { Text("\($0.id)") }.width(40)
        }
        let regular = frames(of: table.environment(\.horizontalSizeClass, .regular), width: 768)
        // Rows 0.0.0.0 (the header) to 0.0.0.2, edge to edge, 44 px each.
        for row in 0..<3 {
            let frame = try frame("0.0.0.\(row)", regular)
            #expect(frame.minX == 0 && frame.width == 768 && frame.height == 44 && frame.minY == CGFloat(row) * 44)
            let name = try self.frame("0.0.0.\(row).0", regular), id = try self.frame("0.0.0.\(row).1", regular)
            #expect(name.minX == 16 && abs(name.width - (768 - 32 - 16 - 40)) < 0.01, "row \(row)")
            #expect(abs(id.minX - (768 - 16 - 40)) < 0.01 && id.width == 40, "row \(row)")
        }
        // Compact: the first column alone, a row a value.
        let compact = frames(of: table, width: 390)
        #expect(regular.count > compact.count && compact["0.0.0.1"] != nil && compact["0.0.0.2"] == nil)
    }
}
