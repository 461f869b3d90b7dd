/// A tab view in the tab bar style, composed of the other views: the selected tab's content
/// filling the space above the tab bar, centred as a hosting view centres it, as the panel of
/// the selected tab for assistive technologies.
///
/// A phone's bar holds five items at most: with more tabs, the fifth is "More", selected when
/// the selected tab is one of those it gathers, whose content then shows. Tabs hidden from the
/// tab bar have no item; when the selected tab is one of them, no item is selected. A selected
/// tab whose views hide the tab bar (`toolbar(.hidden, for: .tabBar)`) fills the tab view. A
/// bottom accessory (iOS 26) sits between the content and the bar, and goes with the bar.
struct TabBarLayout: View {
    /// The most items a phone's tab bar shows.
    static let maximumItems = 5

    let items: [TabItemParts]
    let selectedItem: Int?
    let content: [ResolvedNode]
    /// The selected tab's title, which names its panel.
    let title: String?
    /// The bottom accessory's views, or `nil` for none.
    let accessory: [ResolvedNode]?
    /// Whether the tab bar is drawn.
    let showsBar: Bool

    init(tabs: [TabEntry], selected: Int, content: [ResolvedNode], accessory: [ResolvedNode]?, showsBar: Bool) {
        let shown = tabs.indices.filter { tabs[$0].tabBarVisibility != .hidden }
        let parts = shown.map { TabItemParts(tabs[$0]) }
        let position = shown.firstIndex(of: selected)
        if parts.count > Self.maximumItems {
            items = parts.prefix(Self.maximumItems - 1) + [.more]
            selectedItem = position.map { min($0, Self.maximumItems - 1) }
        } else {
            items = parts
            selectedItem = position
        }
        self.content = content
        title = tabs[selected].item.firstText
        self.accessory = accessory
        self.showsBar = showsBar
    }

    var body: some View {
        VStack(spacing: 0) {
            let panel = VStack { PlacedNodes(nodes: content) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityRole(.tabPanel)
            if let title { panel.accessibilityLabel(title) } else { panel }
            if let accessory { TabViewBottomAccessoryBar(nodes: accessory) }
            if showsBar { TabBar(items: items, selected: selectedItem) }
        }
    }
}
