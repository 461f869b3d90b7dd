/// The search field iOS draws below the navigation bar's title: a 36 pt rounded field on the
/// tertiary fill with a magnifying glass and the prompt or the text; while active, with the
/// clear button when there is text, and Cancel beside it.
struct SearchBar: View {
    let search: NavigationSearch

    var body: some View {
        HStack(spacing: 12) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary).accessibilityHidden(true)
                TextField(text: .constant(search.text), prompt: search.prompt) { search.prompt }
                    .textFieldStyle(.plain)
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
