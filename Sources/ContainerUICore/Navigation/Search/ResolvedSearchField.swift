/// What a search field holds that one frame of it does not show, recorded on the field for the
/// JSON: the suggestions and suggested tokens iOS lists while the field has focus, and the scopes
/// with whether the frame shows their bar. One reference, so that the modifier it travels in
/// stays small.
public final class ResolvedSearchField {
    /// `searchSuggestions(_:)`: each suggestion the list would show on a phone, in order.
    public let suggestions: [ResolvedSearchSuggestion]
    /// The `suggestedTokens` of `searchable(text:tokens:suggestedTokens:…)`: each token's text.
    public let suggestedTokens: [String]
    /// `searchScopes(_:activation:_:)`: each scope's text and whether it is chosen.
    public let scopes: [ResolvedSearchScope]
    /// When the scopes' bar shows.
    public let scopeActivation: SearchScopeActivation
    /// Whether this frame shows the scopes' bar below the field.
    public let showsScopes: Bool

    package init(
        suggestions: [ResolvedSearchSuggestion], suggestedTokens: [String], scopes: [ResolvedSearchScope],
        scopeActivation: SearchScopeActivation, showsScopes: Bool
    ) {
        self.suggestions = suggestions
        self.suggestedTokens = suggestedTokens
        self.scopes = scopes
        self.scopeActivation = scopeActivation
        self.showsScopes = showsScopes
    }
}

/// One search suggestion: the text it shows and what choosing it completes.
public struct ResolvedSearchSuggestion: Equatable, Sendable {
    /// The texts of the suggestion's views, joined by spaces.
    public let text: String
    /// `searchCompletion(_:)`: the text or token choosing it puts in the field, if any.
    public let completion: SearchCompletion?
}

/// What choosing a suggestion puts in the search field, as `searchCompletion(_:)` says.
public enum SearchCompletion: Equatable, Sendable {
    /// This text, in place of the field's.
    case text(String)
    /// A token with this identifier (described), added to the field's tokens.
    case token(String)
}

/// One search scope: the text of its option and whether the scope binding chooses it.
public struct ResolvedSearchScope: Equatable, Sendable {
    /// The texts of the option's views, joined by spaces.
    public let text: String
    /// Whether the option's tag is the scope binding's value.
    public let isSelected: Bool
}

extension ResolvedNode {
    /// The strings of the texts in this node and below, in order, joined by spaces.
    var joinedTexts: String {
        var parts: [String] = []
        func collect(_ node: ResolvedNode) {
            if case .text(let text) = node.kind { parts.append(text.fullString) }
            for child in node.children { collect(child) }
        }
        collect(self)
        return parts.joined(separator: " ")
    }
}
