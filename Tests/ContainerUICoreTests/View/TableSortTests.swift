import ContainerUI
import Foundation
import Testing

/// A sortable `Table`: the header shows which column the sort order's first comparator sorts by
/// (a chevron after its title, up ascending and down descending, and the column header's sort
/// order for assistive technologies); the table never sorts its rows, the app does.
@Suite struct TableSortTests {
    struct File: Identifiable {
        var id: String { name }
        var name: String
        var kind: String
        var bytes: Int
    }

    /// Orders files by the length of their names.
    struct ByNameLength: SortComparator, Hashable {
        var order = SortOrder.forward

        func compare(_ lhs: File, _ rhs: File) -> ComparisonResult {
            let (first, second) = order == .forward ? (lhs, rhs) : (rhs, lhs)
            return first.name.count < second.name.count ? .orderedAscending
                : first.name.count > second.name.count ? .orderedDescending : .orderedSame
        }
    }

    private let files = [
        File(name: "Notes.txt", kind: "Plain text", bytes: 4_000),
        File(name: "Archive.zip", kind: "Archive", bytes: 12_400_000),
        File(name: "Budget.numbers", kind: "Spreadsheet", bytes: 248_000),
    ]

    private func table(_ sortOrder: [KeyPathComparator<File>]) -> some View {
        Table(files, sortOrder: .constant(sortOrder)) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind)
            TableColumn("Size", value: \.bytes) { Text("\($0.bytes)") }
            TableColumn("Note") { _ in Text("–") }
        }
    }

    /// The rows of the list a table resolves to in a regular size class.
    private func rows(_ view: some View) -> [ResolvedNode] {
        resolve(view.environment(\.horizontalSizeClass, .regular)).root.children[0].children[0].children
    }

    /// The role of each cell of the header row.
    private func headerRoles(_ view: some View) -> [ResolvedAccessibilityRole?] {
        rows(view)[0].children.map { cell in
            cell.modifiers.lazy.compactMap { if case .accessibilityRole(let role) = $0 { role } else { nil } }.first
        }
    }

    @Test func theFirstComparatorsColumnShowsItsOrder() {
        let descending = table([KeyPathComparator(\File.kind, order: .reverse), KeyPathComparator(\File.name)])
        #expect(headerRoles(descending) == [.columnHeader(sortOrder: nil), .columnHeader(sortOrder: .reverse), .columnHeader(sortOrder: nil), .columnHeader(sortOrder: nil)])
        let header = rows(descending)[0].children
        #expect(header[1].dump().contains("chevron.down") && !header[0].dump().contains("chevron") && !header[2].dump().contains("chevron"))
        let ascending = rows(table([KeyPathComparator(\File.name)]))[0].children
        #expect(ascending[0].dump().contains("chevron.up") && ascending[0].kind.typeName == "HStack")
    }

    @Test func aComparableColumnMatchesItsKeyPath() {
        #expect(headerRoles(table([KeyPathComparator(\File.bytes)]))[2] == .columnHeader(sortOrder: .forward))
    }

    @Test func aKeyPathMatchesWhateverComparesItsValues() {
        let lexical = KeyPathComparator(\File.name, comparator: String.StandardComparator.lexical, order: .reverse)
        #expect(headerRoles(table([lexical]))[0] == .columnHeader(sortOrder: .reverse))
    }

    @Test func noComparatorOrAnotherKeyPathShowsNoColumn() {
        let none: [ResolvedAccessibilityRole?] = Array(repeating: .columnHeader(sortOrder: nil), count: 4)
        #expect(headerRoles(table([])) == none)
        #expect(headerRoles(table([KeyPathComparator(\File.id)])) == none)
        #expect(!rows(table([])).map { $0.dump() }.joined().contains("chevron"))
    }

    @Test func aColumnSortedByAPrototypeComparatorMatchesItInEitherOrder() {
        let table = Table(files, sortOrder: .constant([ByNameLength(order: .reverse)])) {
            TableColumn("Name", sortUsing: ByNameLength()) { Text($0.name) }
            TableColumn("Kind") { Text($0.kind) }
        }
        #expect(headerRoles(table) == [.columnHeader(sortOrder: .reverse), .columnHeader(sortOrder: nil)])
    }

    @Test func rowsAndCellsHaveTheirRoles() throws {
        let table = resolve(table([KeyPathComparator(\File.name)]).environment(\.horizontalSizeClass, .regular)).root.children[0]
        #expect(table.modifiers.contains { if case .accessibilityRole(.table) = $0 { true } else { false } })
        for row in table.children[0].children {
            #expect(row.modifiers.contains { if case .accessibilityRole(.tableRow) = $0 { true } else { false } })
        }
        let cells = table.children[0].children[1].children
        #expect(cells.allSatisfy { $0.modifiers.contains { if case .accessibilityRole(.tableCell) = $0 { true } else { false } } })
    }

    @Test func theTableDoesNotSortItsRows() {
        let names = rows(table([KeyPathComparator(\File.name)])).dropFirst().map { $0.children[0].kind.summary }
        #expect(names == [#"Text("Notes.txt")"#, #"Text("Archive.zip")"#, #"Text("Budget.numbers")"#])
    }

    @Test func aCompactTableShowsNoHeaderAndNoRoles() {
        let list = resolve(table([KeyPathComparator(\File.name)])).root.children[0]
        #expect(!list.dump().contains("chevron") && !list.dump().contains("accessibilityRole"))
        #expect(list.children[0].children.count == files.count)
    }

    @Test func appsSortWithFoundationsComparators() {
        let byKind = files.sorted(using: [KeyPathComparator(\File.kind, order: .reverse)])
        #expect(byKind.map(\.name) == ["Budget.numbers", "Notes.txt", "Archive.zip"])
        let bySize = files.sorted(using: KeyPathComparator(\File.bytes))
        #expect(bySize.map(\.name) == ["Notes.txt", "Budget.numbers", "Archive.zip"])
        #expect(files.sorted(using: ByNameLength(order: .reverse)).first?.name == "Budget.numbers")
    }
}
