/// A tab view in the tab bar style, composed of the other views: the selected tab's content
/// filling the space above the tab bar, centred as a hosting view centres it, as the panel of
/// the selected tab for assistive technologies.
///
/// A phone's bar holds five items at most: with more tabs, the fifth is "More", selected when
/// the selected tab is one of those it gathers, whose content then shows.
struct TabBarLayout: View {
    /// The most items a phone's tab bar shows.
    static let maximumItems = 5

    let items: [TabItemParts]
    let selectedItem: Int
    let content: [ResolvedNode]
    /// The selected tab's title, which names its panel.
    let title: String?

    init(tabs: [TabEntry], selected: Int, content: [ResolvedNode]) {
        let parts = tabs.map(TabItemParts.init)
        if parts.count > Self.maximumItems {
            items = parts.prefix(Self.maximumItems - 1) + [.more]
            selectedItem = min(selected, Self.maximumItems - 1)
        } else {
            items = parts
            selectedItem = selected
        }
        self.content = content
        title = parts[selected].title
    }

    var body: some View {
        VStack(spacing: 0) {
            let panel = VStack { PlacedNodes(nodes: content) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityRole(.tabPanel)
            if let title { panel.accessibilityLabel(title) } else { panel }
            TabBar(items: items, selected: selectedItem)
        }
    }
}
