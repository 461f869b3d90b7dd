/// What iOS draws of a tab item: the first image of its label over the first text, and the badge.
struct TabItemParts {
    /// The image, as the label resolved it (a symbol or a named image).
    var image: ResolvedImage?
    /// The title's characters.
    var title: String?
    /// The badge's characters, or `nil` for none.
    var badge: String?

    /// The parts of `tab`'s item: its first image and first text, depth first (a `Label`'s icon
    /// comes before its title), and its badge.
    init(_ tab: TabEntry) {
        image = tab.item.firstImage
        title = tab.item.firstText
        badge = tab.badge
    }

    /// The item iOS adds when a phone's bar has more tabs than fit: "More", with an ellipsis.
    static var more: TabItemParts {
        TabItemParts(
            image: ResolvedImage(name: "ellipsis", isSystemSymbol: true, isResizable: false, font: nil, foreground: .hierarchical(0), label: nil, isTemplate: true),
            title: "More"
        )
    }

    private init(image: ResolvedImage, title: String) {
        self.image = image
        self.title = title
    }
}

extension Array where Element == ResolvedNode {
    /// The full string of the first text among these nodes and their children, depth first.
    var firstText: String? {
        for node in self {
            if case .text(let text) = node.kind { return text.fullString }
            if let text = node.children.firstText { return text }
        }
        return nil
    }

    /// The first image among these nodes and their children, depth first.
    var firstImage: ResolvedImage? {
        for node in self {
            if case .image(let image) = node.kind { return image }
            if let image = node.children.firstImage { return image }
        }
        return nil
    }
}
