/// The search field iOS draws below the navigation bar's title: a 36 pt rounded field on the
/// tertiary fill with a magnifying glass, the tokens' chips and the prompt (none beside tokens) or
/// the text; while active, with the clear button when there is text, and Cancel beside it; below
/// it, the scopes' segments when they show.
struct SearchBar: View {
    let search: NavigationSearch

    @ViewBuilder
    var body: some View {
        if search.showsScopes, let scopes = search.scopes {
            VStack(spacing: 0) {
                fieldRow
                scopes.bar.padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16))
            }
        } else {
            fieldRow
        }
    }

    private var fieldRow: some View {
        HStack(spacing: 12) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
                if let tokens = search.tokens { tokens }
                TextField(text: .constant(search.text), prompt: search.tokens == nil ? search.prompt : Text(verbatim: "")) { search.prompt }
                    .textFieldStyle(.plain)
                    .modifier(SearchFieldRecord(record: search.record))
                if search.isActive, !search.text.isEmpty {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary).accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(Color.tertiaryFill, in: RoundedRectangle(cornerRadius: 10))
            if search.isActive { Button("Cancel") {} }
        }
        .padding(EdgeInsets(top: search.isActive ? 4 : 0, leading: 16, bottom: 8, trailing: 16))
    }
}

/// Records what the frame does not show of the search field on the field, when there is any.
private struct SearchFieldRecord: ViewModifier {
    let record: ResolvedSearchField?

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard let record = modifier.record else { return resolver.resolve(content) }
        let start = resolver.resolveMembers(of: content)
        resolver.apply(.searchField(record), toMembersFrom: start)
    }
}
