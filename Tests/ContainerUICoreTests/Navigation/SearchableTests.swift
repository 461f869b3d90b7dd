import ContainerUI
import Foundation
import Testing

/// `searchable`: the field iOS draws below the navigation bar's title, and `isSearching`.
@Suite struct SearchableTests {
    /// The search field's row in the bar: the bar's last child.
    private static func searchRow(_ view: some View) -> ResolvedNode? {
        ResolvedStack(view).bar?.children.last
    }

    /// The resolved text field inside `node`, if any.
    private static func field(in node: ResolvedNode?) -> ResolvedTextField? {
        guard let node else { return nil }
        if case .textField(let field) = node.kind { return field }
        return node.children.lazy.compactMap { field(in: $0) }.first
    }

    @Test func theFieldFollowsTheLargeTitleWithItsPrompt() throws {
        let stack = ResolvedStack(NavigationStack {
            Text("Results").navigationTitle("Birds").searchable(text: .constant(""), prompt: "Species")
        })
        let bar = try #require(stack.bar)
        #expect(bar.children.count == 3)
        #expect(bar.children[1].textString == "Birds")
        let field = try #require(Self.field(in: bar.children[2]))
        #expect(field.text.fullString == "" && field.prompt == "Species")
        #expect(bar.children[2].allTexts == ["Species"])
        #expect(!bar.children[2].dump().contains("Cancel"))
    }

    @Test func withoutAPromptTheFieldSaysSearch() {
        let view = NavigationStack { Text("A").searchable(text: .constant("heron")) }
        let field = Self.field(in: Self.searchRow(view))
        #expect(field?.prompt == "Search" && field?.text.fullString == "heron")
    }

    @Test func anActiveSearchReplacesTheTitleAndAddsCancelAndClear() throws {
        let active = NavigationStack {
            Text("A").navigationTitle("Birds")
                .searchable(text: .constant("heron"), isPresented: .constant(true), prompt: Text("Species"))
        }
        let bar = try #require(resolve(active).root.children[0].children.first)
        #expect(bar.children.count == 1)
        let row = bar.children[0]
        #expect(!row.allTexts.contains("Birds"))
        #expect(row.allTexts.contains("Cancel"))
        #expect(row.dump().contains("xmark.circle.fill"))
        let empty = NavigationStack {
            Text("A").searchable(text: .constant(""), isPresented: .constant(true))
        }
        #expect(!resolve(empty).root.dump().contains("xmark.circle.fill"))
    }

    @Test func viewsInsideReadIsSearching() {
        struct Probe: View {
            @Environment(\.isSearching) var isSearching
            var body: some View { Text(isSearching ? "searching" : "idle") }
        }
        let idle = ResolvedStack(NavigationStack { Probe().searchable(text: .constant("")) })
        #expect(idle.screen.allTexts == ["idle"])
        let active = resolve(NavigationStack { Probe().searchable(text: .constant(""), isPresented: .constant(true)) })
        #expect(active.root.children[0].children[1].allTexts == ["searching"])
        #expect(ResolvedStack(NavigationStack { Probe() }).screen.allTexts == ["idle"])
    }

    @Test func outsideANavigationStackNothingIsDrawn() {
        #expect(resolve(Text("A").searchable(text: .constant("x"))).root.dump() == resolve(Text("A")).root.dump())
    }

    @Test func everyPlacementIsTheDrawerOnAPhone() {
        let drawer = NavigationStack { Text("A").searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always)) }
        let toolbar = NavigationStack { Text("A").searchable(text: .constant(""), placement: .toolbar) }
        #expect(resolve(drawer).root.dump() == resolve(toolbar).root.dump())
        #expect(Self.searchRow(drawer).flatMap { Self.field(in: $0) } != nil)
    }
}
