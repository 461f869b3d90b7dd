import ContainerUI
import Foundation
import Testing

/// `Section(isExpanded:)`: a list shows a collapsed section's header alone, in every style; the
/// sidebar style makes every section with a header collapsible, its header prominent and
/// followed by the disclosure chevron; outside a list, and to `ForEach(sections:)`, the content
/// is there whatever the state.
@Suite struct SectionExpansionTests {
    enum Failure: Error { case notAList, notASection }

    /// The sections of the list `view` resolves to.
    private func sections(_ view: some View) throws -> [ResolvedNode] {
        let list = resolve(view).root.children[0]
        guard case .list = list.kind else { throw Failure.notAList }
        return list.children
    }

    private func info(_ node: ResolvedNode) throws -> ResolvedSection {
        guard case .section(let info) = node.kind else { throw Failure.notASection }
        return info
    }

    @ViewBuilder private func styled(_ list: some View, _ style: ListStyleKind) -> some View {
        switch style {
        case .grouped: list.listStyle(.grouped)
        case .inset: list.listStyle(.inset)
        case .plain: list.listStyle(.plain)
        default: list.listStyle(.insetGrouped)
        }
    }

    private var twoSections: some View {
        List {
            Section(isExpanded: .constant(false)) {
                Text("A")
                Text("B")
            } header: {
                Text("Closed")
            }
            Section("Open", isExpanded: .constant(true)) { Text("C") }
        }
    }

    @Test(arguments: [ListStyleKind.insetGrouped, .grouped, .inset, .plain])
    func aCollapsedSectionIsItsHeaderAlone(style: ListStyleKind) throws {
        let sections = try sections(styled(twoSections, style))
        #expect(sections[0].children.map(\.kind.summary) == [#"Text("Closed")"#])
        #expect(try info(sections[0]).isExpanded == false && info(sections[0]).headerCount == 1)
        #expect(sections[1].children.map(\.kind.summary) == [#"Text("Open")"#, #"Text("C")"#])
        #expect(try info(sections[1]).isExpanded == true && info(sections[1]).headerProminence == .standard)
        #expect(sections[0].kind.summary == "Section(header: 1, footer: 0, collapsed)")
    }

    @Test func theSidebarShowsAChevronInEachHeader() throws {
        let sections = try sections(List {
            Section("Favorites", isExpanded: .constant(true)) { Text("A") }
            Section("Recents", isExpanded: .constant(false)) { Text("B") }
            Section("Shared") { Text("C") }
            Section { Text("D") }
        }.listStyle(.sidebar))
        // An expanded section: its header a row of the title, a spacer and the chevron down.
        let favorites = sections[0]
        #expect(favorites.kind.summary == "Section(header: 1, footer: 0, increased, expanded)")
        #expect(favorites.children[0].kind.typeName == "HStack")
        #expect(favorites.children[0].children.map(\.kind.typeName) == ["Text", "Spacer", "Image"])
        #expect(favorites.children[0].dump().contains("chevron.down") && favorites.children[1].kind.summary == #"Text("A")"#)
        // A collapsed one: the header alone, its chevron pointing right.
        #expect(sections[1].children.count == 1 && sections[1].children[0].dump().contains("chevron.right"))
        #expect(try info(sections[1]).isExpanded == false)
        // A section without a binding collapses in a sidebar too, and starts expanded.
        #expect(try info(sections[2]).isExpanded == true && sections[2].children[0].dump().contains("chevron.down"))
        // A section without a header has nothing to carry the chevron and does not collapse.
        #expect(try info(sections[3]).isExpanded == nil && sections[3].children.map(\.kind.summary) == [#"Text("D")"#])
    }

    @Test func otherStylesDrawNoChevron() throws {
        let sections = try sections(twoSections)
        #expect(!sections.map { $0.dump() }.joined().contains("chevron"))
    }

    @Test func sectionsWithoutABindingAreUnchanged() throws {
        let plain = List { Section("H") { Text("A") } }
        let sections = try sections(plain)
        #expect(try info(sections[0]).isExpanded == nil)
        #expect(sections[0].kind.summary == "Section(header: 1, footer: 0)")
    }

    @Test func outsideAListTheContentIsThere() {
        let sink = Sink()
        let content = Group {
            Section(isExpanded: .constant(false)) { Text("A"); Text("B") } header: { Text("H") }
            Section("S", isExpanded: .constant(true)) { Text("C") }
        }
        _ = resolve(ForEach(sections: content) { section in
            sink.contentCounts.append(section.content.count)
            return EmptyView()
        })
        #expect(sink.contentCounts == [2, 1])
        // A stack sees header, content and footer in a row, collapsed or not.
        #expect(resolve(VStack { content }).root.children[0].dump().contains(#"Text("B")"#))
    }

    private final class Sink {
        var contentCounts: [Int] = []
    }
}
