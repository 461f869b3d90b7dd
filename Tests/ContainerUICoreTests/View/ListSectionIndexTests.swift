import ContainerUI
import Foundation
import Testing

/// iOS 26's list modifiers in the resolved tree: `sectionIndexLabel` on each member of its
/// section, `listSectionIndexVisibility` on the list, `listSectionMargins` on the sections it
/// reaches, and `listRowInsets(_:_:)` edge by edge.
@Suite struct ListSectionIndexTests {
    enum Failure: Error { case wrongKind }

    private func list(_ node: ResolvedNode) throws -> ResolvedList {
        guard case .list(let list) = node.kind else { throw Failure.wrongKind }
        return list
    }

    @Test func aSectionIndexLabelIsOnEachMemberOfItsSection() {
        let dump = resolve(List {
            Section("A") { Text("Amsterdam"); Text("Athens") }.sectionIndexLabel("A")
            Section("B") { Text("Berlin") }.sectionIndexLabel(nil as Text?)
            Section("C") { Text("Cairo") }.sectionIndexLabel(String("C"))
        }).root.dump()
        #expect(dump.contains(#"Text("A") .sectionIndexLabel(A)"#) && dump.contains(#"Text("Athens") .sectionIndexLabel(A)"#))
        #expect(dump.contains(#"Text("Berlin")"#) && !dump.contains("sectionIndexLabel(B)"))
        #expect(dump.contains(#"Text("Cairo") .sectionIndexLabel(C)"#))
    }

    @Test func theIndexVisibilityComesFromTheListsEnvironment() throws {
        let songs = List { Section("A") { Text("x") } }
        #expect(try list(resolve(songs).root.children[0]).sectionIndexVisibility == .automatic)
        let visible = try list(resolve(songs.listSectionIndexVisibility(.visible)).root.children[0])
        #expect(visible.sectionIndexVisibility == .visible && visible.description == "section index: visible")
        #expect(ResolvedList(style: .plain).showsSectionIndex && ResolvedList(style: .inset).showsSectionIndex)
        #expect(!ResolvedList().showsSectionIndex && !ResolvedList(style: .grouped).showsSectionIndex)
        #expect(ResolvedList(sectionIndexVisibility: .visible).showsSectionIndex)
        #expect(!ResolvedList(style: .plain, sectionIndexVisibility: .hidden).showsSectionIndex)
    }

    @Test func sectionMarginsReachTheSectionsInsideAndTheClosestWinsOnEachEdge() {
        let dump = resolve(List {
            Section("A") { Text("x") }.listSectionMargins(.leading, 4)
            Section("B") { Text("y") }
            Text("z")
        }.listSectionMargins(.vertical, 0).listSectionMargins(.leading, 9)).root.dump()
        #expect(dump.contains("Section(header: 1, footer: 0, margins: top 0, leading 4, bottom 0)"))
        #expect(dump.contains("Section(header: 1, footer: 0, margins: top 0, leading 9, bottom 0)"))
        let implicit = resolve(List { Text("z") }.listSectionMargins(.all, 2)).root.children[0].children[0]
        guard case .section(let info) = implicit.kind else { Issue.record("no implicit section"); return }
        #expect(info.isImplicit && info.marginEdges == .all && info.margins == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        let nested = resolve(List { Section { List { Section { Text("x") } } }.listSectionMargins(.top, 3) }).root.dump()
        #expect(nested.components(separatedBy: "margins:").count - 1 == 1, "a section's margins do not reach sections inside its rows")
        #expect(!resolve(List { Section { Text("x") } }.listSectionMargins(.top, nil)).root.dump().contains("margins"))
    }

    @Test func sectionMarginsReplaceTheStylesOnTheirEdges() {
        let list = ResolvedList()
        #expect(list.sectionMargins(nil, isFirst: true, isLast: false) == EdgeInsets(top: 35, leading: 20, bottom: 17.5, trailing: 20))
        #expect(list.sectionMargins(nil, isFirst: false, isLast: true) == EdgeInsets(top: 17.5, leading: 20, bottom: 20, trailing: 20))
        let node = resolve(List { Section { Text("x") }.listSectionMargins(.leading, 2).listSectionMargins(.bottom, 3) }).root.children[0].children[0]
        guard case .section(let section) = node.kind else { Issue.record("no section"); return }
        #expect(list.sectionMargins(section, isFirst: false, isLast: false) == EdgeInsets(top: 17.5, leading: 2, bottom: 3, trailing: 20))
    }

    @Test func rowInsetsOnSomeEdgesMergeWithTheInnermostWinningOnEachEdge() throws {
        let row = resolve(List { Text("A").listRowInsets(.leading, 40).listRowInsets(.vertical, 0).listRowInsets(.all, 8) })
            .root.children[0].children[0].children[0]
        #expect(row.modifiers.map(\.description) == ["listRowInsets(leading 40)", "listRowInsets(top 0, bottom 0)", "listRowInsets(8)"])
        let options = row.listRowOptions
        #expect(options.insets == EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8) && options.insetEdges == .all)
        let partial = resolve(List { Text("A").listRowInsets(.top, 2) }).root.children[0].children[0].children[0].listRowOptions
        #expect(partial.insets == EdgeInsets(top: 2, leading: 16, bottom: 11, trailing: 16) && partial.insetEdges == .top)
        let none = resolve(List { Text("A").listRowInsets(.top, nil).listRowInsets([], 3) }).root.children[0].children[0].children[0]
        #expect(none.modifiers.isEmpty && none.listRowOptions.insets == nil)
    }

    @Test func anOutlineIndentsTheLeadingInsetOfARowThatSetsOtherEdges() {
        let dump = resolve(List {
            DisclosureGroup("Folder", isExpanded: .constant(true)) {
                Text("Plain")
                Text("Tight").listRowInsets(.vertical, 2)
                Text("Own").listRowInsets(.leading, 0)
            }
        }).root.dump()
        #expect(dump.contains(#"Text("Plain") .listRowInsets(11,26,11,16)"#))
        #expect(dump.contains(#"Text("Tight") .listRowInsets(top 2, bottom 2) .listRowInsets(leading 26)"#))
        #expect(dump.contains(#"Text("Own") .listRowInsets(leading 0)"#) && !dump.contains("Own\") .listRowInsets(leading 0) .listRowInsets"))
    }
}
