import ContainerUI
import Foundation
import Testing

/// `searchSuggestions`, `searchScopes` and search tokens: what one frame of a search field shows
/// of them, and what it records for the JSON.
@Suite struct SearchPartsTests {
    private enum Scope: Hashable { case all, birds, plants }

    private struct Habitat: Identifiable {
        var name: String
        var id: String { name }
    }

    /// The search field's record, found on the resolved text field of `node`.
    private static func record(in node: ResolvedNode) -> ResolvedSearchField? {
        if case .textField = node.kind {
            for modifier in node.modifiers { if case .searchField(let record) = modifier { return record } }
        }
        return node.children.lazy.compactMap { record(in: $0) }.first
    }

    private static func screen(active: Bool, text: String = "") -> some View {
        NavigationStack {
            Text("Results").navigationTitle("Birds")
                .searchable(text: .constant(text), isPresented: .constant(active))
        }
    }

    @Test func suggestionsAreNotDrawnButRecorded() throws {
        let plain = Self.screen(active: false)
        let suggesting = NavigationStack {
            Text("Results").navigationTitle("Birds")
                .searchable(text: .constant(""))
                .searchSuggestions {
                    Text("Heron").searchCompletion("heron")
                    Label("Kingfisher", systemImage: "bird").searchCompletion(Habitat(name: "river"))
                    Text("Menu only").searchSuggestions(.hidden, for: .content)
                    Text("Plain")
                }
        }
        var tree = resolve(suggesting).root
        let record = try #require(Self.record(in: tree))
        #expect(record.suggestions.map(\.text) == ["Heron", "Kingfisher", "Plain"])
        #expect(record.suggestions.map(\.completion) == [.text("heron"), .token("river"), nil])
        #expect(record.scopes.isEmpty && !record.showsScopes)
        #expect(!tree.allTexts.contains("Heron"))
        Self.dropRecords(&tree)
        #expect(tree.dump() == resolve(plain).root.dump())
    }

    @Test func scopesShowOnlyWhileSearchIsActive() throws {
        func scoped(active: Bool, text: String = "", activation: SearchScopeActivation = .automatic) -> some View {
            NavigationStack {
                Text("Results").navigationTitle("Birds")
                    .searchable(text: .constant(text), isPresented: .constant(active))
                    .searchScopes(.constant(Scope.birds), activation: activation) {
                        Text("All").tag(Scope.all)
                        Text("Birds").tag(Scope.birds)
                        Text("Plants").tag(Scope.plants)
                    }
            }
        }
        var idle = resolve(scoped(active: false)).root
        let idleRecord = try #require(Self.record(in: idle))
        #expect(idleRecord.scopes.map(\.text) == ["All", "Birds", "Plants"])
        #expect(idleRecord.scopes.map(\.isSelected) == [false, true, false])
        #expect(!idleRecord.showsScopes && idleRecord.scopeActivation == .automatic)
        Self.dropRecords(&idle)
        #expect(idle.dump() == resolve(Self.screen(active: false)).root.dump())

        let active = resolve(scoped(active: true)).root
        #expect(try #require(Self.record(in: active)).showsScopes)
        let bar = active.children[0].children[0]
        #expect(bar.children.count == 1)
        #expect(bar.allTexts.suffix(3) == ["All", "Birds", "Plants"])

        var waiting = resolve(scoped(active: true, activation: .onTextEntry)).root
        #expect(try #require(Self.record(in: waiting)).showsScopes == false)
        Self.dropRecords(&waiting)
        #expect(waiting.dump() == resolve(Self.screen(active: true)).root.dump())
        #expect(try #require(Self.record(in: resolve(scoped(active: true, text: "he", activation: .onTextEntry)).root)).showsScopes)
    }

    @Test func tokensAreChipsBeforeTheTextAndHideThePrompt() throws {
        let view = NavigationStack {
            Text("Results")
                .searchable(
                    text: .constant(""), tokens: .constant([Habitat(name: "River"), Habitat(name: "Marsh")]),
                    suggestedTokens: .constant([Habitat(name: "Wood")]), prompt: "Species"
                ) { Text($0.name) }
        }
        let row = try #require(ResolvedStack(view).bar?.children.last)
        #expect(row.allTexts == ["River", "Marsh", "Species"])
        let record = try #require(Self.record(in: row))
        #expect(record.suggestedTokens == ["Wood"] && record.suggestions.isEmpty)
        let field = try #require(Self.field(in: row))
        #expect(field.prompt.isEmpty)

        let empty = NavigationStack {
            Text("Results").searchable(text: .constant(""), tokens: .constant([Habitat]()), prompt: "Species") { Text($0.name) }
        }
        let plain = NavigationStack { Text("Results").searchable(text: .constant(""), prompt: "Species") }
        #expect(resolve(empty).root.dump() == resolve(plain).root.dump())
    }

    @Test func outsideANavigationStackNothingIsRecorded() {
        let view = Text("A").searchable(text: .constant("")).searchSuggestions { Text("B") }
            .searchScopes(.constant(Scope.all)) { Text("All").tag(Scope.all) }
        #expect(resolve(view).root.dump() == resolve(Text("A")).root.dump())
    }

    /// The resolved text field inside `node`, if any.
    private static func field(in node: ResolvedNode) -> ResolvedTextField? {
        if case .textField(let field) = node.kind { return field }
        return node.children.lazy.compactMap { field(in: $0) }.first
    }

    /// Removes the search field's records, leaving what is drawn.
    private static func dropRecords(_ node: inout ResolvedNode) {
        if node.modifiers.contains(where: { if case .searchField = $0 { true } else { false } }) {
            node.modifiers.removeAll { if case .searchField = $0 { true } else { false } }
        }
        for index in node.children.indices { dropRecords(&node.children[index]) }
    }
}
