extension TabContent {
    /// Shows `count` on the tab item of each tab of this content; nothing for 0.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Shows `label` on the tab item of each tab of this content; nothing for `nil`.
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: label)
    }

    /// Shows the text of `key` on the tab item of each tab of this content.
    public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: Text(key))
    }

    /// Shows `label` on the tab item of each tab of this content.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        _BadgedTabContent(content: self, badge: Text(verbatim: String(label)))
    }
}

/// Tab content whose tabs show a badge.
public struct _BadgedTabContent<Content: TabContent>: TabContent {
    let content: Content
    let badge: Text?

    public typealias TabValue = Content.TabValue
    public typealias Body = _NoTabContentBody<Content.TabValue>

    /// Collects the content's tabs, then gives each the badge's text (a badge set on a tab
    /// itself, closer to it, wins).
    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        let start = tabs.tabs.count
        Content._collectTabs(content.content, into: &tabs, resolver: &resolver)
        guard let badge = content.badge else { return }
        let text = resolver.collect { $0.resolve(badge) }.firstText
        for index in start..<tabs.tabs.count where tabs.tabs[index].badge == nil {
            tabs.tabs[index].badge = text
        }
    }
}
