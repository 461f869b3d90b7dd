extension View {
    /// A search field for this navigation screen, showing `text`, drawn by the nearest
    /// `NavigationStack` below its title; outside a navigation stack nothing is drawn, as on
    /// iOS. Views inside read whether search is active from `\.isSearching`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(results) { Text($0.name) }
    ///         .navigationTitle("Birds")
    ///         .searchable(text: $query, prompt: "Species or place")
    /// }
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(search: NavigationSearch(text: text.wrappedValue, prompt: prompt ?? Text("Search"), isActive: false)))
    }

    /// A search field with a prompt from a literal.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field that is active while `isPresented` is `true`: then the navigation bar
    /// gives way to the field, with its clear button when there is text and Cancel beside it,
    /// and `\.isSearching` is `true` inside.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(SearchableModifier(search: NavigationSearch(
            text: text.wrappedValue, prompt: prompt ?? Text("Search"), isActive: isPresented.wrappedValue)))
    }

    /// An activatable search field with a prompt from a literal.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// An activatable search field with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
}

/// Hands the search field up to the nearest navigation stack and tells the views inside whether
/// search is active.
struct SearchableModifier: ViewModifier {
    let search: NavigationSearch
    /// The views of the suggested tokens, resolved for their texts when a navigation stack is
    /// there to draw the field.
    var suggestedTokens: AnyView? = nil

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        var search = modifier.search
        if let suggested = modifier.suggestedTokens, resolver.navigation != nil {
            search.suggestedTokens = resolver.collectContent { $0.resolve(suggested) }.map(\.joinedTexts)
        }
        let saved = resolver.environment
        resolver.environment[IsSearchingKey.self] = search.isActive
        resolver.resolve(content, handingUp: search, to: [\.search])
        resolver.environment = saved
    }
}

/// Ends the search of the nearest searchable view, as `@Environment(\.dismissSearch)` gives it.
/// A render is one frame, so calling it changes nothing.
public struct DismissSearchAction: Sendable {
    /// Ends the search.
    public func callAsFunction() {}
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction() }

extension EnvironmentValues {
    /// Whether the searchable view around this one is searching: its `isPresented` binding is
    /// `true`.
    public var isSearching: Bool {
        self[IsSearchingKey.self]
    }

    /// Ends the search of the searchable view around this one.
    public var dismissSearch: DismissSearchAction {
        self[DismissSearchKey.self]
    }
}
