/// A view that switches between tabs, as iOS draws it on a phone: by default the tab bar at the
/// bottom under the selected tab's content; with `tabViewStyle(.page)`, the tabs as pages of a
/// horizontal scroller with page dots.
///
/// Declare tabs with `Tab` (iOS 18), or as views carrying `tabItem(_:)` and `tag(_:)`. The tab
/// shown is the one whose value (or tag) equals the selection binding's value, else the first
/// the tab bar shows.
/// A render is one frame nobody taps, so only the selected tab's content is resolved, as iOS
/// loads only the tab it shows; every tab not hidden from the bar has its item there.
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Inbox", systemImage: "envelope", value: .inbox) { Inbox() }
///         .badge(3)
///     Tab("Boards", systemImage: "square.grid.2x2", value: .boards) { Boards() }
///     Tab(value: .search, role: .search) { SearchScreen() }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    private let selection: AnyHashable?
    private let collectTabs: (inout _TabCollection, inout Resolver) -> Void

    /// A tab view of `Tab`s, showing the one whose value equals `selection`.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.selection = AnyHashable(selection.wrappedValue)
        let tabs = Content(content())
        collectTabs = { collection, resolver in tabs.collectTabs(into: &collection, resolver: &resolver) }
    }

    /// A tab view of `Tab`s without a selection binding, showing the first.
    public init<C: TabContent>(
        @TabContentBuilder<Never> content: () -> C
    ) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        selection = nil
        let tabs = Content(content())
        collectTabs = { collection, resolver in tabs.collectTabs(into: &collection, resolver: &resolver) }
    }

    /// A tab view of views carrying `tabItem(_:)`, showing the one whose `tag` equals
    /// `selection`'s value (the first without a binding).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        let views = content()
        collectTabs = { collection, resolver in collection.collectViews(views, resolver: &resolver) }
    }

    /// A tab view of views carrying `tabItem(_:)`, showing the first.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.init(selection: nil, content: content)
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Resolution hook; not meant to be called by users.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.resolveTabView(selection: view.selection, collectTabs: view.collectTabs)
    }
}

extension _TabCollection {
    /// Collects the tabs of views: each resolved subview is a tab, selected by its innermost
    /// `tag`, with the item of its innermost `tabItem` and the text of its innermost `badge`.
    /// Those modifiers are taken off the view, which is its tab's content.
    mutating func collectViews<V: View>(_ content: V, resolver: inout Resolver) {
        let nodes = resolver.collectContent { $0.resolve(content) }
        tabs.reserveCapacity(tabs.count + nodes.count)
        for var node in nodes {
            var value: AnyHashable?
            var item: [ResolvedNode]?
            var badge: [ResolvedNode]?
            node.modifiers.removeAll { modifier in
                switch modifier {
                case .tag(let tag):
                    if value == nil { value = tag }
                case .tabItem(.content(let nodes, _)):
                    if item == nil { item = nodes }
                case .badge(.content(let nodes, _)):
                    if badge == nil { badge = nodes }
                default:
                    return false
                }
                return true
            }
            tabs.append(TabEntry(value: value, item: item ?? [], badge: badge?.firstText) { $0.append(node) })
        }
    }
}

extension Resolver {
    /// Resolves a tab view: collects its tabs, picks the one whose value equals `selection`
    /// (else the first), and draws them in the environment's tab view style. Draws nothing
    /// without tabs.
    mutating func resolveTabView(selection: AnyHashable?, collectTabs: (inout _TabCollection, inout Resolver) -> Void) {
        let saved = environment
        if saved.isListContent { environment.isListContent = false }
        // The accessory is this tab view's: the tab views in its tabs have none.
        let accessory = environment[TabViewBottomAccessoryKey.self]
        if accessory != nil { environment[TabViewBottomAccessoryKey.self] = nil }
        var collection = _TabCollection()
        collectTabs(&collection, &self)
        let tabs = collection.tabs
        if !tabs.isEmpty {
            let selected = selection.flatMap { selection in tabs.firstIndex { $0.value == selection } }
                ?? tabs.firstIndex { $0.tabBarVisibility != .hidden } ?? 0
            let outerTabBar = tabBar
            let scope = TabBarScope()
            tabBar = scope
            let content = withIdentityCollect(UInt64(selected)) { tabs[selected].content(&$0) }
            tabBar = outerTabBar
            switch environment[TabViewStyleKey.self] {
            case .tabBar:
                let showsBar = scope.visibility != .hidden
                let accessoryNodes = accessory.flatMap { accessory in showsBar ? resolveBottomAccessory(accessory) : nil }
                resolve(TabBarLayout(tabs: tabs, selected: selected, content: content, accessory: accessoryNodes, showsBar: showsBar))
            case .page(let mode):
                resolve(PagedTabs(
                    pageCount: tabs.count, selected: selected, content: content,
                    showsIndex: mode == .always || (mode == .automatic && tabs.count > 1),
                    showsIndexBackground: environment[PageIndexBackgroundKey.self]
                ))
            }
        }
        environment = saved
    }
}

extension Resolver {
    /// The views of a tab view's bottom accessory, in the tab view's environment with the
    /// accessory's placement, `.expanded`.
    private mutating func resolveBottomAccessory(_ accessory: TabViewBottomAccessory) -> [ResolvedNode] {
        let saved = environment
        environment.tabViewBottomAccessoryPlacement = .expanded
        let nodes = collectContent { $0.resolve(accessory.content) }
        environment = saved
        return nodes
    }
}
