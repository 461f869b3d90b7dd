import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A search field's suggestions and scopes: the page as without them while they do not show,
/// the JSON recording them on the field.
@Suite("Search suggestions, scopes and tokens in HTML and JSON")
struct SearchFieldJSONTests {
    private enum Scope: Hashable { case all, birds }

    private struct Habitat: Identifiable {
        var name: String
        var id: String { name }
    }

    private static func screen(suggesting: Bool, scoped: Bool, active: Bool = false) -> some View {
        NavigationStack {
            Text("Results").navigationTitle("Birds")
                .searchable(text: .constant("he"), isPresented: .constant(active), prompt: "Species")
                .modifier(Parts(suggesting: suggesting, scoped: scoped))
        }
    }

    private struct Parts: ViewModifier {
        let suggesting: Bool
        let scoped: Bool

        func body(content: Content) -> some View {
            if suggesting, scoped {
                content
                    .searchSuggestions { Text("Heron").searchCompletion("heron"); Text("Hen harrier") }
                    .searchScopes(.constant(Scope.birds)) { Text("All").tag(Scope.all); Text("Birds").tag(Scope.birds) }
            } else {
                content
            }
        }
    }

    @Test("While search is not active, the page is as without suggestions and scopes")
    func pageUnchanged() {
        #expect(renderHTML(Self.screen(suggesting: true, scoped: true)) == renderHTML(Self.screen(suggesting: false, scoped: false)))
        #expect(renderHTML(Self.screen(suggesting: true, scoped: true, active: true)) != renderHTML(Self.screen(suggesting: false, scoped: false, active: true)))
    }

    @Test("The JSON records suggestions, completions, scopes and their activation on the field")
    func recorded() {
        let json = renderJSON(Self.screen(suggesting: true, scoped: true))
        #expect(json.contains(
            #"{"type":"searchField","suggestions":[{"text":"Heron","completion":"heron"},{"text":"Hen harrier"}],"suggestedTokens":[],"scopes":[{"text":"All","selected":false},{"text":"Birds","selected":true}],"scopeActivation":"automatic","showsScopes":false}"#))
        #expect(renderJSON(Self.screen(suggesting: true, scoped: true, active: true)).contains(#""showsScopes":true"#))
        #expect(!renderJSON(Self.screen(suggesting: false, scoped: false)).contains("searchField"))
    }

    @Test("Tokens are chips before the input, whose placeholder is gone")
    func tokens() throws {
        let html = renderHTML(NavigationStack {
            Text("Results").searchable(text: .constant(""), tokens: .constant([Habitat(name: "River")]), prompt: "Species") { Text($0.name) }
        })
        let chip = try #require(html.range(of: ">River</span>"))
        let input = try #require(html.range(of: "<input"))
        #expect(chip.upperBound < input.lowerBound)
        #expect(!html.contains("placeholder="))
        #expect(html.contains(">Species</span>"))  // the field is still named by its prompt
    }
}
