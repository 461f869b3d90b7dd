/// Collapsible sections (iOS 17): a section made with an `isExpanded` binding is expanded while
/// the binding is `true`. A `List` draws a collapsed section as its header alone; in the
/// `.sidebar` style the header also shows a disclosure chevron in the tint at its trailing edge,
/// pointing right while collapsed and down while expanded. Other styles draw no control, as in
/// SwiftUI ("not all contexts provide a default control"); a render is never tapped, so the
/// section stays as the binding says. Outside a `List` (a stack, `ForEach(sections:)`,
/// `Group(subviews:)`) the content is there whatever the state: SwiftUI's
/// `SectionConfiguration` carries no expansion state, and collapsing is the list's drawing.
///
/// ```swift
/// List {
///     Section(isExpanded: $showsFavorites) {
///         ForEach(favorites) { Label($0.name, systemImage: $0.symbol) }
///     } header: {
///         Text("Favorites")
///     }
/// }
/// .listStyle(.sidebar)
/// ```
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A collapsible section with a header, expanded while `isExpanded` is `true`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A collapsible section titled by a literal, expanded while `isExpanded` is `true`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section titled by a string, expanded while `isExpanded` is `true`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}
