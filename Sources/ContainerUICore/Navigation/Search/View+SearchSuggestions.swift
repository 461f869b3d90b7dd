extension View {
    /// Suggestions for the search field of the `searchable` view around or inside this one,
    /// which iOS lists over the content while the field has focus. A render is one frame
    /// without focus, so nothing of them is drawn; the JSON records them on the search field
    /// (`searchField`'s `suggestions`: each one's text and completion).
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         Text("Heron").searchCompletion("heron")
    ///         Text("Kingfisher").searchCompletion("kingfisher")
    ///     }
    /// ```
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Shows or hides this suggestion (or these suggestions) where suggestions are presented in
    /// `placements`; a phone lists them with the content, so one hidden for `.content` is left
    /// out of the suggestions recorded.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(_ContainerValueModifier(values: Self.values(SearchSuggestionVisibilityKey.self, SearchSuggestionVisibility(visibility: visibility, placements: placements))))
    }

    /// Makes this suggestion put `completion` in the search field when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_ContainerValueModifier(values: Self.values(SearchCompletionKey.self, .text(completion))))
    }

    /// Makes this suggestion add `token` to the search field's tokens when chosen.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(_ContainerValueModifier(values: Self.values(SearchCompletionKey.self, .token(String(describing: token.id)))))
    }

    private static func values<K: ContainerValueKey>(_ key: K.Type, _ value: K.Value) -> ContainerValues {
        var values = ContainerValues()
        values[key] = value
        return values
    }
}

/// `searchCompletion(_:)`: what choosing the suggestion completes.
struct SearchCompletionKey: ContainerValueKey {
    static var defaultValue: SearchCompletion? { nil }
}

/// `searchSuggestions(_:for:)`: where the suggestion shows or not.
struct SearchSuggestionVisibilityKey: ContainerValueKey {
    static var defaultValue: SearchSuggestionVisibility? { nil }
}

/// A suggestion's visibility where suggestions are presented in `placements`.
struct SearchSuggestionVisibility {
    var visibility: Visibility
    var placements: SearchSuggestionsPlacement.Set
}

/// Resolves the suggestions, when a navigation stack is there to draw the search field, and hands
/// them up to it.
struct SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
    let suggestions: Suggestions

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard resolver.navigation != nil else { return resolver.resolve(content) }
        let nodes = resolver.collectContent { $0.resolve(modifier.suggestions) }
        resolver.resolve(content, handingUp: nodes.searchSuggestions, to: [\.searchSuggestions])
    }
}

extension [ResolvedNode] {
    /// Each node as the suggestion a phone lists, leaving out those hidden for `.content`.
    var searchSuggestions: [ResolvedSearchSuggestion] {
        compactMap { node in
            if let shown = node.containerValues[SearchSuggestionVisibilityKey.self], shown.visibility == .hidden,
               shown.placements.contains(.content) {
                return nil
            }
            return ResolvedSearchSuggestion(text: node.joinedTexts, completion: node.containerValues[SearchCompletionKey.self])
        }
    }
}
