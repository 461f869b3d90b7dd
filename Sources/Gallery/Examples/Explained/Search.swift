import ContainerUI

/// A bird-sightings log with a search field: habitats as tokens in the field, scopes below it
/// while the search is active, and suggestions (which a phone lists only while the field has
/// focus, so no frame of the page draws them; the JSON has them on the field).
struct SearchExample: View {
    enum Scope: String, Hashable, CaseIterable {
        case all = "All", birds = "Birds", plants = "Plants"
    }

    struct Habitat: Identifiable, Hashable {
        var name: String
        var symbol: String
        var id: String { name }

        static let river = Habitat(name: "River", symbol: "map")
        static let wood = Habitat(name: "Wood", symbol: "tree")
    }

    struct Sighting: Identifiable {
        var name: String
        var kind: Scope
        var habitat: Habitat
        var id: String { name }

        static let all = [
            Sighting(name: "Grey heron", kind: .birds, habitat: .river),
            Sighting(name: "Kingfisher", kind: .birds, habitat: .river),
            Sighting(name: "Water mint", kind: .plants, habitat: .river),
            Sighting(name: "Great spotted woodpecker", kind: .birds, habitat: .wood),
            Sighting(name: "Wood anemone", kind: .plants, habitat: .wood),
        ]
    }

    var activation: SearchScopeActivation
    @State private var query: String
    @State private var isSearching: Bool
    @State private var tokens: [Habitat]
    @State private var suggestedTokens = [Habitat.river, Habitat.wood]
    @State private var scope: Scope

    init(search: String = "idle", tokens: String = "river", scope: String = "all", activation: String = "automatic") {
        _query = State(initialValue: search == "typing" ? "gre" : "")
        _isSearching = State(initialValue: search != "idle")
        _tokens = State(initialValue: tokens == "river" ? [.river] : tokens == "both" ? [.river, .wood] : [])
        _scope = State(initialValue: Scope(rawValue: scope.capitalized) ?? .all)
        self.activation = activation == "onTextEntry" ? .onTextEntry : .automatic
    }

    var body: some View {
        NavigationStack {
            SightingList(query: query, tokens: tokens, scope: scope)
                .navigationTitle("Sightings")
                .searchable(
                    text: $query, tokens: $tokens, suggestedTokens: $suggestedTokens, isPresented: $isSearching,
                    prompt: "Species"
                ) { habitat in
                    Label(habitat.name, systemImage: habitat.symbol)
                }
                .searchScopes($scope, activation: activation) {
                    ForEach(Scope.allCases, id: \.self) { Text($0.rawValue) }
                }
                .searchSuggestions {
                    ForEach(Sighting.all.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }) { sighting in
                        Text(sighting.name).searchCompletion(sighting.name)
                    }
                }
        }
    }
}

/// The sightings the search keeps: every one while it is not active, else those of the chosen
/// scope, in the tokens' habitats, whose names contain the query.
private struct SightingList: View {
    var query: String
    var tokens: [SearchExample.Habitat]
    var scope: SearchExample.Scope
    @Environment(\.isSearching) private var isSearching

    private var shown: [SearchExample.Sighting] {
        guard isSearching else { return SearchExample.Sighting.all }
        return SearchExample.Sighting.all.filter { sighting in
            (scope == .all || sighting.kind == scope)
                && (tokens.isEmpty || tokens.contains(sighting.habitat))
                && (query.isEmpty || sighting.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        List(shown) { sighting in
            VStack(alignment: .leading, spacing: 2) {
                Text(sighting.name).font(.headline)
                Text(sighting.habitat.name).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .overlay {
            if shown.isEmpty { ContentUnavailableView("No sightings", systemImage: "magnifyingglass") }
        }
    }
}
