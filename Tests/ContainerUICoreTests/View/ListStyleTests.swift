import ContainerUI
import Foundation
import Testing

/// `listStyle(_:)` and the list settings of the environment, read by the `List` they reach, and
/// the list-row modifiers, recorded on the row.
@Suite struct ListStyleTests {
    private let songs = List {
        Section("Favorites") {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
        }
    }

    private func list(_ node: ResolvedNode) throws -> ResolvedList {
        guard case .list(let list) = node.kind else { throw Failure.wrongKind }
        return list
    }

    @Test func eachStyleReachesTheListAndTheDefaultIsInsetGrouped() throws {
        #expect(try list(resolve(songs).root.children[0]) == ResolvedList())
        #expect(try list(resolve(songs.listStyle(.automatic)).root.children[0]).style == .insetGrouped)
        let styles: [(any ListStyle, ListStyleKind)] = [
            (.insetGrouped, .insetGrouped), (.grouped, .grouped), (.inset, .inset), (.plain, .plain), (.sidebar, .sidebar),
            (PlainListStyle(), .plain), (GroupedListStyle(), .grouped),
        ]
        for (style, kind) in styles {
            #expect(try list(resolve(AnyView(songs.listStyle(style))).root.children[0]).style == kind)
        }
        // The environment reaches lists inside other views, and the innermost style wins.
        let nested = resolve(VStack { songs; songs.listStyle(.grouped) }.listStyle(.plain)).root.children[0]
        #expect(try nested.children.map { try list($0).style } == [.plain, .grouped])
        #expect(resolve(songs.listStyle(.plain)).root.dump().contains("List(plain)"))
    }

    @Test func theListsSettingsComeFromItsEnvironment() throws {
        let set = try list(resolve(
            songs.listRowSpacing(6).listSectionSpacing(.compact).scrollContentBackground(.hidden)
                .environment(\.defaultMinListRowHeight, 60)
        ).root.children[0])
        #expect(set == ResolvedList(style: .insetGrouped, rowSpacing: 6, sectionSpacing: 20, minRowHeight: 60, showsBackground: false))
        #expect(try list(resolve(songs.listSectionSpacing(12)).root.children[0]).sectionSpacing == 12)
        #expect(try list(resolve(songs.listSectionSpacing(.custom(-3))).root.children[0]).sectionSpacing == 0)
        #expect(try list(resolve(songs.listSectionSpacing(.default)).root.children[0]).sectionSpacing == nil)
        #expect(try list(resolve(songs.listRowSpacing(nil)).root.children[0]).rowSpacing == nil)
        #expect(try list(resolve(songs.scrollContentBackground(.visible)).root.children[0]).showsBackground)
        let metrics = ResolvedList(style: .plain)
        #expect(metrics.description == "plain" && ResolvedList(rowSpacing: 4).description == "rowSpacing: 4")
    }

    @Test func rowModifiersAreRecordedOnTheRow() throws {
        let view = List {
            Text("Inbox").badge(3).listRowInsets(EdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 8))
            Text("Drafts").badge(0).listRowInsets(nil)
            Text("Sent").badge("New").listRowBackground(Color.yellow)
            Text("Trash").listRowBackground(nil as Color?).badge(Text("Empty"))
        }
        let rows = resolve(view).root.children[0].children[0].children
        #expect(rows.map { $0.modifiers.map { String($0.description.prefix { $0 != "(" }) } } == [
            ["badge", "listRowInsets"], [], ["badge", "listRowBackground"], ["badge"],
        ])
        #expect(rows[0].modifiers[1].description == "listRowInsets(\(EdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 8)))")
        #expect(rows[1].modifiers.isEmpty, "badge(0) and listRowInsets(nil) change nothing")
        #expect(rows[3].modifiers.count == 1, "listRowBackground(nil) changes nothing")
        // The badge is secondary text, and its nodes get ids below the modifier.
        let dump = resolve(view).root.dump()
        #expect(dump.contains("↳ badge of modifier 0") && dump.contains("↳ listRowBackground of modifier 1"))
        guard case .badge(.content(let nodes, _)) = rows[0].modifiers[0], case .text(let count) = nodes[0].kind else {
            throw Failure.wrongKind
        }
        #expect(count.string == "3" && count.style.foreground == .hierarchical(1))
        #expect(nodes[0].id.hasPrefix(rows[0].id) && nodes[0].id != rows[0].id)
    }

    enum Failure: Error { case wrongKind }

    @Test func aSelectableListDrawsOnlyItsSelectedRowsDifferently() {
        struct Item: Identifiable { var id: Int }
        var single: Int? = 1
        var many: Set<Int> = [1]
        let one = Binding(get: { single }, set: { single = $0 })
        let several = Binding(get: { many }, set: { many = $0 })
        let plain = resolve(List { Text("A") }).root.dump()
        #expect(resolve(List(selection: one) { Text("A") }).root.dump() == plain)
        #expect(resolve(List(selection: several) { Text("A") }).root.dump() == plain)
        let items = [Item(id: 1), Item(id: 2)]
        let selected = """
            Root
              List
                Section(implicit)
                  Text("1") .tag(1) .listRowBackground(1 views)
                    ↳ listRowBackground of modifier 1
                      Color(gray4)
                  Text("2") .tag(2)
            """
        #expect(resolve(List(items, selection: one) { Text("\($0.id)") }).root.dump() == selected)
        #expect(resolve(List(items, selection: several) { Text("\($0.id)") }).root.dump() == selected)
    }
}
