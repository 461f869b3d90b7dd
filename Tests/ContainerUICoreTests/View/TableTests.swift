import ContainerUI
import Foundation
import Testing

/// `Table`: a list of the first column in a compact size class, a header and every column in a
/// regular one; `tableStyle` picks the list's style; the builder takes `if` and `if`/`else`.
@Suite struct TableTests {
    struct Person: Identifiable {
        var id: Int
        var name: String
        var city: String
    }

    private let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]

    private func table(showsCity: Bool = true) -> some View {
        Table(people) {
            TableColumn("Name", value: \.name)
            if showsCity {
                TableColumn("City") { Text($0.city) }.width(min: 80, ideal: 120, max: 200)
            }
            TableColumn(Text("Id")) { Text("\($0.id)") }.width(40)
        }
    }

    /// The list a table resolves to, and its first section's rows.
    private func list(_ view: some View) throws -> (ResolvedList, [ResolvedNode]) {
        let list = resolve(view).root.children[0]
        guard case .list(let info) = list.kind else { throw Failure.notAList }
        return (info, list.children[0].children)
    }

    enum Failure: Error { case notAList, wrongModifier }

    /// Whether each row has a row background, in order.
    private func tinted(_ rows: [ResolvedNode]) -> [Bool] {
        rows.map { $0.dump().contains("listRowBackground") }
    }

    @Test func rowsAlternateBelowTheHeaderAndTheHeaderCanBeHidden() throws {
        let many = (1...5).map { Person(id: $0, name: "P\($0)", city: "C") }
        let regular = Table(many) { TableColumn("Name", value: \.name) }.environment(\.horizontalSizeClass, .regular)
        let (_, plainRows) = try list(regular)
        #expect(tinted(plainRows) == [false, false, false, false, false, false])
        let (_, alternating) = try list(regular.tableStyle(.inset(alternatesRowBackgrounds: true)))
        #expect(tinted(alternating) == [false, false, true, false, true, false], "the header, then every second value")
        let (_, byModifier) = try list(regular.alternatingRowBackgrounds())
        #expect(tinted(byModifier) == tinted(alternating))
        let (_, headless) = try list(regular.tableColumnHeaders(.hidden))
        #expect(headless.count == 5 && !headless[0].dump().contains("columnHeader"))
        let (_, compact) = try list(Table(many) { TableColumn("Name", value: \.name) }.alternatingRowBackgrounds())
        #expect(tinted(compact) == [false, true, false, true, false])
    }

    @Test func listRowsAlternateInEachSection() throws {
        let view = List {
            Section("A") { Text("1"); Text("2"); Text("3") }
            Section("B") { Text("4"); Text("5").listRowBackground(Color.red) }
        }
        .alternatingRowBackgrounds()
        let list = resolve(view).root.children[0]
        // Each section's first child is its header.
        let first = Array(list.children[0].children.dropFirst())
        #expect(tinted(first) == [false, true, false])
        let second = Array(list.children[1].children.dropFirst())
        #expect(second.count == 2 && second[1].dump().contains("red"), "a row's own background is innermost, so it wins")
        #expect(tinted(resolve(List { Text("1"); Text("2") }).root.children[0].children[0].children) == [false, false])
    }

    @Test func compactShowsTheFirstColumnAsAPlainList() throws {
        let (info, rows) = try list(table())
        #expect(info.style == .plain)
        #expect(rows.map(\.kind.summary) == [#"Text("Ada")"#, #"Text("Grace")"#])
    }

    @Test func regularShowsAHeaderAndEveryColumn() throws {
        let (_, rows) = try list(table().environment(\.horizontalSizeClass, .regular))
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.kind.typeName == "HStack" && $0.children.count == 3 })
        let header = rows[0].dump()
        #expect(header.contains(#"Text("Name")"#) && header.contains(#"Text("City")"#) && header.contains(#"Text("Id")"#))
        #expect(rows[2].dump().contains(#"Text("Arlington")"#) && rows[2].dump().contains(#"Text("2")"#))
        // Each cell is leading in its column's frame: flexible, between 80 and 200, 40 wide.
        let cells = rows[1].children
        guard case .flexibleFrame(let name) = cells[0].modifiers.first, case .flexibleFrame(let city) = cells[1].modifiers.first,
              case .frame(let id) = cells[2].modifiers.first else { throw Failure.wrongModifier }
        #expect(name.maxWidth == .infinity && name.minWidth == nil && name.alignment == .leading)
        #expect(city.minWidth == 80 && city.idealWidth == 120 && city.maxWidth == 200)
        #expect(id.width == 40 && id.alignment == .leading)
        let (_, without) = try list(table(showsCity: false).environment(\.horizontalSizeClass, .regular))
        #expect(without[0].children.count == 2)
    }

    @Test func theInsetStyleInsetsTheList() throws {
        #expect(try list(table().tableStyle(.inset)).0.style == .inset)
        #expect(try list(table().tableStyle(.automatic)).0.style == .plain)
    }

    @Test func aSelectableTableIsDrawnAsWithoutSelection() throws {
        var one: Int? = 1
        var many: Set<Int> = [1]
        let plain = try list(table()).1.map { $0.dump() }
        let single = try list(Table(people, selection: Binding(get: { one }, set: { one = $0 })) {
            TableColumn("Name", value: \.name)
        }).1.map { $0.dump() }
        let multiple = try list(Table(people, selection: Binding(get: { many }, set: { many = $0 })) {
            TableColumn("Name", value: \.name)
        }).1.map { $0.dump() }
        #expect(single == plain && multiple == plain)
    }
}
