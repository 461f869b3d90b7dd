extension View {
    /// Scopes for the search field of the `searchable` view around or inside this one: a bar of
    /// segments below the field, one for each view of `scopes` (tagged with its value of
    /// `scope`), the one `scope` holds chosen. On iOS the bar shows while search is active, so
    /// a frame draws it only when the `isPresented` binding of `searchable` is `true`; the JSON
    /// records the scopes on the search field either way.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query, isPresented: $isSearching)
    ///     .searchScopes($scope) {
    ///         Text("All").tag(Scope.all)
    ///         Text("Birds").tag(Scope.birds)
    ///     }
    /// ```
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes whose bar shows as `activation` says: while search is active (`.automatic`,
    /// `.onSearchPresentation`), or once text is entered in the active field (`.onTextEntry`).
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(SearchScopesModifier(scope: scope, activation: activation, scopes: scopes()))
    }
}

/// The scopes of a search field, as handed up to the navigation stack that draws it.
package struct SearchScopes {
    /// The segmented picker of the scopes.
    let bar: AnyView
    /// When the bar shows.
    let activation: SearchScopeActivation
    /// Each scope's text and whether it is chosen, for the JSON.
    let options: [ResolvedSearchScope]
}

/// Resolves the scopes, when a navigation stack is there to draw the search field, and hands
/// them up to it.
struct SearchScopesModifier<Value: Hashable, Scopes: View>: ViewModifier {
    let scope: Binding<Value>
    let activation: SearchScopeActivation
    let scopes: Scopes

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard resolver.navigation != nil else { return resolver.resolve(content) }
        let chosen = AnyHashable(modifier.scope.wrappedValue)
        let options = resolver.collectContent { resolver in
            // A `ForEach`'s scopes are tagged with their ids, as a picker's options are.
            let saved = resolver.tagsElementsByID
            resolver.tagsElementsByID = true
            resolver.resolve(modifier.scopes)
            resolver.tagsElementsByID = saved
        }.map {
            ResolvedSearchScope(text: $0.joinedTexts, isSelected: $0.tag == chosen)
        }
        let bar = Picker(selection: modifier.scope) { modifier.scopes } label: { Text("Search scope") }
            .pickerStyle(.segmented)
        let scopes = SearchScopes(bar: AnyView(bar), activation: modifier.activation, options: options)
        resolver.resolve(content, handingUp: scopes, to: [\.searchScopes])
    }
}
