/// What a navigation stack draws for its top screen, composed of the other views: the
/// navigation bar, the screen filling the rest (its views centred, as a hosting view centres
/// them), and the bottom toolbar when it has items, on the screen's container background.
struct NavigationStackLayout: View {
    let bar: NavigationBar?
    let content: [ResolvedNode]
    let bottomItems: [ResolvedNode]
    let background: ResolvedLayer?

    init(screens: [NavigationScreen]) {
        let top = screens[screens.count - 1]
        let scope = top.scope
        let entries = scope.toolbarItems
        func items(_ region: ToolbarItemPlacement.Region) -> [ResolvedNode] {
            entries.filter { $0.placement.region == region }.flatMap(\.nodes)
        }
        content = top.nodes
        background = scope.containerBackground
        bottomItems = scope.bottomBarVisibility == .hidden ? [] : items(.bottom)
        guard scope.navigationBarVisibility != .hidden else {
            bar = nil
            return
        }
        let mode = screens.reversed().lazy.compactMap(\.scope.titleDisplayMode).first { $0 != .automatic } ?? .large
        var backTitle: Text?
        if screens.count > 1, scope.backButtonHidden != true {
            backTitle = screens[screens.count - 2].scope.title ?? Text("Back")
        }
        bar = NavigationBar(
            title: scope.title, subtitle: scope.subtitle, largeSubtitle: items(.largeSubtitle), isLarge: mode == .large, backTitle: backTitle,
            leading: items(.leading), principal: items(.principal), trailing: items(.trailing),
            search: scope.searchWithItsParts, background: Self.barBackground(scope, content: top.nodes), colorScheme: scope.navigationBarColorScheme
        )
    }

    /// The bar's background: the style asked for when `toolbarBackground(.visible)` is set (the
    /// bar material by default); otherwise none, as iOS draws the bar over content that has not
    /// scrolled, except that over a grouped list the list's grouped grey shows through it (a
    /// plain or inset list, or one whose background is hidden, leaves the bar clear).
    private static func barBackground(_ scope: NavigationScope, content: [ResolvedNode]) -> ResolvedShapeStyle? {
        if scope.navigationBarBackgroundVisibility == .visible {
            return scope.navigationBarBackground ?? Material.bar._resolvedStyle
        }
        if case .list(let list) = content.first?.kind, list.isGrouped, list.showsBackground { return .color(.groupedBackground) }
        return nil
    }

    @ViewBuilder var body: some View {
        switch background {
        case .style(let style, _): screen.node(.background(.style(style, shape: nil)))
        case .content(let nodes, let alignment): screen.background(alignment: alignment) { PlacedNodes(nodes: nodes) }
        case nil: screen
        }
    }

    private var screen: some View {
        VStack(spacing: 0) {
            if let bar { bar }
            if content.count == 1 {
                PlacedNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                VStack { PlacedNodes(nodes: content) }.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if !bottomItems.isEmpty { BottomToolbar(items: bottomItems) }
        }
    }
}
