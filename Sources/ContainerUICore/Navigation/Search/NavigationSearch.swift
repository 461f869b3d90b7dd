/// What `searchable` hands up to the nearest navigation stack: the field's text, prompt and
/// tokens, and whether search is active.
package struct NavigationSearch {
    /// The text in the field.
    package var text: String
    /// The placeholder, "Search" unless given.
    package var prompt: Text
    /// Whether the field is active (its `isPresented` binding is `true`): the bar gives way to
    /// the field and its Cancel button.
    package var isActive: Bool
    /// The tokens of the `tokens` binding, each drawn by the `token` closure in a chip before the
    /// text; `nil` without tokens.
    package var tokens: AnyView? = nil
    /// The texts of the `suggestedTokens`, for the JSON.
    package var suggestedTokens: [String] = []
    /// `searchScopes`: the scopes, with their bar.
    package var scopes: SearchScopes? = nil
    /// `searchSuggestions`: the suggestions, for the JSON.
    package var suggestions: [ResolvedSearchSuggestion] = []

    /// Whether this frame shows the scopes' bar below the field.
    var showsScopes: Bool {
        scopes?.activation.showsScopes(isActive: isActive, text: text) ?? false
    }

    /// What the frame does not show of the field, for the JSON; `nil` when there is nothing.
    var record: ResolvedSearchField? {
        guard scopes != nil || !suggestions.isEmpty || !suggestedTokens.isEmpty else { return nil }
        return ResolvedSearchField(
            suggestions: suggestions, suggestedTokens: suggestedTokens, scopes: scopes?.options ?? [],
            scopeActivation: scopes?.activation ?? .automatic, showsScopes: showsScopes)
    }
}
