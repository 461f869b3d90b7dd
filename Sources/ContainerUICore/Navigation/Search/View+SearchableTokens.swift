/// `searchable` with tokens: the elements of `tokens` are drawn by `token` as chips in the search
/// field, before its text, as iOS draws search tokens; with tokens in the field its prompt is not
/// shown. The `suggestedTokens` are suggestions, which iOS lists while the field has focus: a
/// frame draws none, and the JSON records their texts on the search field.
extension View {
    /// A search field holding `tokens`, each drawn by `token`.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query, tokens: $habitats) { habitat in
    ///         Label(habitat.name, systemImage: habitat.symbol)
    ///     }
    /// ```
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(tokens: tokens, suggested: nil, text: text, isPresented: nil, prompt: prompt, token: token))
    }

    /// A search field holding `tokens`, with a prompt from a literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens`, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens`, active while `isPresented` is `true`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(tokens: tokens, suggested: nil, text: text, isPresented: isPresented, prompt: prompt, token: token))
    }

    /// A search field holding `tokens`, active while `isPresented` is `true`, with a prompt from a
    /// literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens`, active while `isPresented` is `true`, with a prompt from a
    /// string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(tokens: tokens, suggested: suggestedTokens, text: text, isPresented: nil, prompt: prompt, token: token))
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`, with a prompt from a
    /// literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`, with a prompt from a
    /// string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`, active while
    /// `isPresented` is `true`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(tokens: tokens, suggested: suggestedTokens, text: text, isPresented: isPresented, prompt: prompt, token: token))
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`, active while
    /// `isPresented` is `true`, with a prompt from a literal.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented, placement: placement,
            prompt: Text(prompt), token: token)
    }

    /// A search field holding `tokens` and suggesting `suggestedTokens`, active while
    /// `isPresented` is `true`, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(
            text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented, placement: placement,
            prompt: Text(prompt), token: token)
    }
}

extension SearchableModifier {
    /// The modifier of a search field holding `tokens` (none drawn when it is empty), suggesting
    /// `suggested`, active while `isPresented` (when given) is `true`.
    init<C: RandomAccessCollection, T: View>(
        tokens: Binding<C>, suggested: Binding<C>?, text: Binding<String>, isPresented: Binding<Bool>?, prompt: Text?,
        token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        let held = tokens.wrappedValue
        var search = NavigationSearch(text: text.wrappedValue, prompt: prompt ?? Text("Search"), isActive: isPresented?.wrappedValue ?? false)
        if !held.isEmpty {
            search.tokens = AnyView(ForEach(held) { SearchTokenChip(content: token($0)) })
        }
        self.init(search: search, suggestedTokens: suggested.map { AnyView(ForEach($0.wrappedValue, content: token)) })
    }
}

/// A search token as iOS draws it in the field: its views on one line, in a chip with rounded
/// corners on the raised fill.
struct SearchTokenChip<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(Color.selectedSegment, in: RoundedRectangle(cornerRadius: 6))
            .fixedSize()
    }
}
