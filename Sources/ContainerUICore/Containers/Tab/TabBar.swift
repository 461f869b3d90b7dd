/// The tab bar iOS draws at the bottom of a tab view on a phone: a row 49 points tall of equally
/// wide items under a hairline, on the bar material. Each item is its symbol over its title in
/// 10 pt medium, in the tint when selected and grey otherwise, with its badge as a red capsule
/// at the symbol's top trailing corner. The row is a list of tabs for assistive technologies.
struct TabBar: View {
    let items: [TabItemParts]
    /// The selected item, or `nil` when the selected tab has none.
    let selected: Int?

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in
                    TabBarItem(parts: items[index], isSelected: index == selected, position: index, count: items.count)
                }
            }
            .frame(height: 49)
            .accessibilityRole(.tabList)
        }
        .background(Material.bar)
        .buttonStyle(.automatic)
        .foregroundStyle(.primary)
    }
}

/// One item of a tab bar: a button that is a tab, its symbol 7 points from the top over its
/// title; a title without a symbol keeps its place, 4 points from the bottom. An item that
/// neither a title nor its image names is named by its position, as VoiceOver reads a tab.
struct TabBarItem: View {
    let parts: TabItemParts
    let isSelected: Bool
    let position: Int
    let count: Int

    var body: some View {
        let image = self.image
        let button = Button(action: {}) {
            VStack(spacing: 2) {
                if let image {
                    badged(image.font(.system(size: 20)))
                }
                if let title = parts.title {
                    let caption = Text(verbatim: title).font(.system(size: 10, weight: .medium)).lineLimit(1)
                    if image == nil { badged(caption) } else { caption }
                }
            }
            .padding(image == nil ? .bottom : .top, image == nil ? 4 : 7)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: image == nil ? .bottom : .top)
        }
        .accessibilityRole(.tab(isSelected: isSelected))
        if isSelected { named(button) } else { named(button).tint(Color.gray) }
    }

    /// `tab`, named "Tab 2 of 4" when neither a title nor its image names it.
    @ViewBuilder private func named(_ tab: some View) -> some View {
        if parts.title == nil, image?.label == nil {
            tab.accessibilityLabel("Tab \(position + 1) of \(count)")
        } else {
            tab
        }
    }

    /// The item's image, with its own accessibility label, or decorative when a title names the tab.
    private var image: Image? {
        guard let resolved = parts.image else { return nil }
        var image = resolved.isSystemSymbol ? Image(systemName: resolved.name) : Image(resolved.name)
        image.label = parts.title == nil ? resolved.label : nil
        return image
    }

    /// `view` with the badge, if any, at its top trailing corner.
    @ViewBuilder private func badged(_ view: some View) -> some View {
        if let badge = parts.badge {
            view.overlay(alignment: .topLeading) { TabBadge(text: badge) }
        } else {
            view
        }
    }
}

/// A tab item's badge: white text in a red capsule at least 18 points across, its leading edge
/// 15 points into the symbol and its top 3 points above it, growing to the trailing side.
struct TabBadge: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .font(.system(size: 13))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red.fillUnderWhiteText, in: Capsule())
            .fixedSize()
            .offset(x: 15, y: -3)
    }
}
