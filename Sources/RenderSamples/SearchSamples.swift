import ContainerUI

/// A search in progress: two tokens in the field before the typed text, the scopes' segments
/// below it (the search is active), and suggestions, which the frame does not draw.
struct SearchSample: View {
    private enum Scope: Hashable { case all, birds, plants }

    private struct Habitat: Identifiable {
        var name: String
        var symbol: String
        var id: String { name }
    }

    @State private var query = "her"
    @State private var isSearching = true
    @State private var scope = Scope.birds
    @State private var habitats = [Habitat(name: "River", symbol: "map"), Habitat(name: "Marsh", symbol: "tree")]

    var body: some View {
        NavigationStack {
            List {
                Text("Grey heron")
                Text("Night heron")
            }
            .navigationTitle("Sightings")
            .searchable(text: $query, tokens: $habitats, isPresented: $isSearching, prompt: "Species") { habitat in
                Label(habitat.name, systemImage: habitat.symbol)
            }
            .searchScopes($scope) {
                Text("All").tag(Scope.all)
                Text("Birds").tag(Scope.birds)
                Text("Plants").tag(Scope.plants)
            }
            .searchSuggestions {
                Text("Heron").searchCompletion("heron")
                Text("Herring gull").searchCompletion("herring gull")
            }
        }
    }
}
