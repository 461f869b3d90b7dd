extension TabContent {
    /// Shows or hides the tabs of this content by default in `placements` (`.tabBar`,
    /// `.sidebar`, or `.automatic` for both) of an adaptable tab view. A phone draws the tab bar:
    /// a tab hidden from it is left out of the bar (its content still shows when the selection
    /// names it); `.sidebar` alone changes nothing there. A visibility set on a tab itself,
    /// closer to it, wins over its section's.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        _TabVisibilityContent(content: self, tabBarVisibility: placements.contains(where: \.includesTabBar) ? visibility : nil, isHidden: false)
    }

    /// Leaves the tabs of this content out of the tab view when `hidden` is true: out of the bar,
    /// and never selected.
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        _TabVisibilityContent(content: self, tabBarVisibility: nil, isHidden: hidden)
    }

    /// Names the tab or section for the tab view's customization (``TabViewCustomization``), so
    /// that what a person hides and reorders in the sidebar is kept for it; the phone's tab bar,
    /// which is not customised, draws it as before.
    public func customizationID(_ id: String) -> some TabContent<TabValue> {
        self
    }

    /// Whether a person may hide or reorder the tabs of this content in `placements` of an
    /// adaptable tab view's sidebar; the phone's tab bar, which is not customised, draws them as
    /// before.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        self
    }
}

extension TabSection {
    /// Actions shown beside the section's header in an adaptable tab view's sidebar (an "Add"
    /// button, say); a phone draws the tab bar, where sections have no header, so they are not
    /// drawn.
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> some TabContent<TabValue> {
        self
    }
}

/// Tab content some of whose tabs are hidden from the tab bar, or left out.
public struct _TabVisibilityContent<Content: TabContent>: TabContent {
    let content: Content
    /// The default visibility in the tab bar given to tabs that have none of their own; `nil`
    /// for none.
    let tabBarVisibility: Visibility?
    /// Whether the content's tabs are left out of the tab view.
    let isHidden: Bool

    public typealias TabValue = Content.TabValue
    public typealias Body = _NoTabContentBody<Content.TabValue>

    /// Collects the content's tabs, then leaves them out or gives them the visibility.
    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        let start = tabs.tabs.count
        Content._collectTabs(content.content, into: &tabs, resolver: &resolver)
        if content.isHidden {
            tabs.tabs.removeSubrange(start...)
        } else if let visibility = content.tabBarVisibility {
            for index in start..<tabs.tabs.count where tabs.tabs[index].tabBarVisibility == .automatic {
                tabs.tabs[index].tabBarVisibility = visibility
            }
        }
    }
}
