/// The parts of ``ContentUnavailableView/search`` and ``ContentUnavailableView/search(text:)``:
/// what a search without results shows, in SwiftUI's words.
public struct SearchUnavailableContent {
    /// A magnifying glass over "No Results", or over "No Results for “…”" with the text searched.
    public struct Label: View {
        let text: String?

        public var body: some View {
            ContentUnavailableTitle(title: text.map { Text("No Results for “\($0)”") } ?? Text("No Results"), systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View {
            EmptyView()
        }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// What a search without results shows: "No Results" under a magnifying glass, and how to
    /// search again.
    public static var search: Self {
        search(text: "")
    }

    /// What a search for `text` without results shows: "No Results for “text”" under a
    /// magnifying glass, and how to search again. An empty `text` shows "No Results".
    public static func search(text: String) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text.isEmpty ? nil : text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
