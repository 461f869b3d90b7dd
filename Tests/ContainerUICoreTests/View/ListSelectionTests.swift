import ContainerUI
import ContainerUICore
import Testing

/// `List(_:id:selection:rowContent:)`, `List(_:selection:rowContent:)` and
/// `List(selection:content:)`: the rows whose tag or element id is selected get a row background.
@Suite("List selection")
struct ListSelectionTests {
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    /// The rows of the list's first section.
    private func rows(_ view: some View) -> [ResolvedNode] {
        guard let section = resolve(view).root.children.first?.children.first else { return [] }
        return section.children.filter { if case .text = $0.kind { true } else { false } }
    }

    private func highlighted(_ view: some View) -> [Bool] {
        rows(view).map { $0.listRowOptions.background != nil }
    }

    @Test("A single selection by key path highlights the row whose id it is")
    func keyPathSingle() {
        let names = ["a", "b", "c"]
        var selection: String? = "b"
        let binding = Binding(get: { selection }, set: { selection = $0 })
        #expect(highlighted(List(names, id: \.self, selection: binding) { Text($0) }) == [false, true, false])
        selection = nil
        #expect(highlighted(List(names, id: \.self, selection: binding) { Text($0) }) == [false, false, false])
    }

    @Test("A set selection of identifiable data highlights every selected row")
    func identifiableSet() {
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
        let selection: Binding<Set<Int>> = .constant([1, 3])
        #expect(highlighted(List(items, selection: selection) { Text($0.name) }) == [true, false, true])
        let single: Binding<Int?> = .constant(2)
        #expect(highlighted(List(items, selection: single) { Text($0.name) }) == [false, true, false])
    }

    @Test("Static content is selected by its tags; a row's own background stays")
    func staticTags() {
        let view = List(selection: .constant("y" as String?)) {
            Text("x").tag("x")
            Text("y").tag("y")
            Text("z").tag("z")
        }
        #expect(highlighted(view) == [false, true, false])
        let own = List(selection: .constant("y" as String?)) {
            Text("y").listRowBackground(Color.yellow).tag("y")
        }
        guard case .color(let color) = rows(own).first?.listRowOptions.background?.first?.kind else {
            Issue.record("no row background")
            return
        }
        #expect(color == .yellow)
    }

    @Test("Rows in sections are selected; a list without a selection tags nothing")
    func sectionsAndNoSelection() {
        let view = List(selection: .constant(Set([2]))) {
            Section("S") { ForEach(1..<4, id: \.self) { Text("\($0)") } }
        }
        let section = resolve(view).root.children.first?.children.first
        let texts = section?.children.filter { if case .text = $0.kind { true } else { false } } ?? []
        #expect(texts.map { $0.listRowOptions.background != nil } == [false, false, true, false], "the header, then the rows")
        let plain = resolve(List(["a"], id: \.self) { Text($0) })
        #expect(!plain.dump().contains("tag("))
    }
}
