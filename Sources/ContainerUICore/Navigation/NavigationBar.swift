/// A navigation bar as iOS draws it on a phone: a 44 pt row with the back button and the
/// leading items, the principal item or the inline title (17 pt semibold) centred, and the
/// trailing items, 16 pt from the edges; in large mode the title follows below in 34 pt bold at
/// the leading margin; then the search field of `searchable`, which alone remains while search is
/// active. A subtitle goes under the title in the secondary style: in 12 pt under the inline
/// title, in 15 pt under the large one; the items placed `largeSubtitle` go there instead under
/// a large title, drawn as they are.
struct NavigationBar: View {
    let title: Text?
    let subtitle: Text?
    /// The items placed `largeSubtitle`, drawn under a large title in place of the subtitle.
    let largeSubtitle: [ResolvedNode]
    let isLarge: Bool
    /// The title of the screen below, for the back button; `nil` for none.
    let backTitle: Text?
    let leading: [ResolvedNode]
    let principal: [ResolvedNode]
    let trailing: [ResolvedNode]
    let search: NavigationSearch?
    let background: ResolvedShapeStyle?
    let colorScheme: ColorScheme?

    var body: some View {
        VStack(spacing: 0) {
            if let search, search.isActive {
                SearchBar(search: search)
            } else {
                titleRows
                if let search { SearchBar(search: search) }
            }
        }
        .modifier(OptionalBackground(style: background))
        .preferredColorScheme(colorScheme)
    }

    /// The 44 pt row and, in large mode, the large title.
    @ViewBuilder
    private var titleRows: some View {
        ZStack {
            HStack(spacing: 16) {
                if let backTitle { BackButton(title: backTitle) }
                PlacedNodes(nodes: leading)
                Spacer(minLength: 0)
                PlacedNodes(nodes: trailing)
            }
            if !principal.isEmpty {
                HStack { PlacedNodes(nodes: principal) }
            } else if !isLarge, let subtitle {
                VStack(spacing: 0) {
                    if let title { inlineTitle(title) }
                    subtitle.font(.caption).foregroundStyle(.secondary).lineLimit(1)
                }
            } else if !isLarge, let title {
                inlineTitle(title)
            }
        }
        .frame(height: 44)
        .padding(.horizontal, 16)
        if isLarge, !largeSubtitle.isEmpty {
            placedBelowTheRow(VStack(alignment: .leading, spacing: 2) {
                if let title { largeTitle(title) }
                PlacedNodes(nodes: largeSubtitle)
            })
        } else if isLarge, let subtitle {
            placedBelowTheRow(VStack(alignment: .leading, spacing: 2) {
                if let title { largeTitle(title) }
                subtitle.font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            })
        } else if isLarge, let title {
            placedBelowTheRow(largeTitle(title))
        }
    }

    private func inlineTitle(_ title: Text) -> some View {
        title.font(.headline).lineLimit(1)
    }

    private func largeTitle(_ title: Text) -> some View {
        title.font(.largeTitle).bold().lineLimit(1)
    }

    /// The large title (and its subtitle) below the bar's row, at the leading margin.
    private func placedBelowTheRow(_ content: some View) -> some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16))
    }
}

/// The back button of a pushed screen: a chevron and the title of the screen below, in the tint.
struct BackButton: View {
    let title: Text

    var body: some View {
        Button(action: {}) {
            HStack(spacing: 4) {
                Image(systemName: "chevron.left").fontWeight(.semibold)
                title.lineLimit(1)
            }
        }
    }
}

/// The bottom toolbar: its items from the leading edge (a `Spacer` among them spreads them), on
/// the bar material.
struct BottomToolbar: View {
    let items: [ResolvedNode]

    var body: some View {
        HStack(spacing: 16) { PlacedNodes(nodes: items) }
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: 44)
            .padding(.horizontal, 16)
            .background(Material.bar)
    }
}

/// A style behind each member of the content when there is one; nothing recorded otherwise.
struct OptionalBackground: ViewModifier {
    let style: ResolvedShapeStyle?

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        guard let style = modifier.style else { return resolver.resolve(content) }
        let start = resolver.resolveMembers(of: content)
        resolver.apply(.background(.style(style, shape: nil)), toMembersFrom: start)
    }
}
