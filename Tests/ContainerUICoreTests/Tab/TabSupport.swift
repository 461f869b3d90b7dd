import ContainerUI
import ContainerUICore

/// The parts of a resolved tab view in the tab bar style: the selected tab's panel above the bar.
struct ResolvedTabs {
    /// The tab view's own node, a vertical stack.
    let node: ResolvedNode

    init(_ view: some View) {
        node = resolve(view).root.children[0]
    }

    /// The selected tab's panel.
    var panel: ResolvedNode { node.children[0] }

    /// The selected tab's resolved content.
    var content: [ResolvedNode] { panel.children }

    /// The bar, the tab view's last child (after the panel and any bottom accessory): the
    /// hairline above the row of items.
    var bar: ResolvedNode { node.children[node.children.count - 1] }

    /// The bar's row of tabs.
    var row: ResolvedNode { bar.children[1] }

    /// The items, one button each.
    var items: [ResolvedNode] { row.children }

    /// Each item's title.
    var titles: [String?] { items.map { $0.children[0].children.lazy.compactMap(\.textString).first } }

    /// Each item's symbol name.
    var symbols: [String?] {
        items.map { item in
            item.children[0].children.lazy.compactMap { node -> String? in
                if case .image(let image) = node.kind { return image.name }
                return nil
            }.first
        }
    }

    /// Each item's badge text: the text of the overlay on its symbol (or its title).
    var badges: [String?] {
        items.map { item in
            item.children[0].children.lazy.compactMap { node -> String? in
                for modifier in node.modifiers {
                    if case .overlay(.content(let nodes, _)) = modifier { return nodes.first?.textString }
                }
                return nil
            }.first
        }
    }

    /// The index of the item marked selected.
    var selectedItem: Int? {
        items.firstIndex { item in
            item.modifiers.contains { if case .accessibilityRole(.tab(isSelected: true)) = $0 { true } else { false } }
        }
    }
}
