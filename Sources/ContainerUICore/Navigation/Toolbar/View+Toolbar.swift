extension View {
    /// Items for the bars of the nearest `NavigationStack`: the navigation bar's leading and
    /// trailing edges, its centre, or the bottom toolbar, by each item's placement. Outside a
    /// navigation stack nothing is drawn, as on iOS.
    ///
    /// ```swift
    /// List { … }
    ///     .toolbar {
    ///         ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///         ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
    ///     }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }

    /// Views for the toolbar, each an item at the automatic placement (the navigation bar's
    /// trailing edge on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: ToolbarItemGroup(placement: .automatic, content: content)))
    }

    /// Shows or hides bars of the nearest navigation stack: `.hidden` for `.navigationBar`
    /// removes the whole bar, title included; for `.bottomBar`, the bottom toolbar; for
    /// `.tabBar`, the bar of the nearest tab view, while this view is on the top screen of the
    /// stack (or, outside a stack, in the selected tab).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarVisibilityModifier(visibility: visibility, fields: Self.visibilityFields(bars)))
    }

    /// The iOS 18 spelling of ``toolbar(_:for:)``.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarVisibilityModifier(visibility: visibility, fields: Self.visibilityFields(bars)))
    }

    /// The style of the navigation bar's background. As on iOS, a navigation bar over content
    /// that has not scrolled shows no background unless `toolbarBackground(.visible, for:)` asks
    /// for it, and a render never scrolls: without `.visible` the style is not drawn.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationValueModifier(value: style._resolvedStyle, fields: Self.fields(bars, navigationBar: \.navigationBarBackground, bottomBar: nil)))
    }

    /// Whether the navigation bar draws its background (the style set by
    /// `toolbarBackground(_:for:)` with a style, or the bar material).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationValueModifier(value: visibility, fields: Self.fields(bars, navigationBar: \.navigationBarBackgroundVisibility, bottomBar: nil)))
    }

    /// The iOS 18 spelling of ``toolbarBackground(_:for:)`` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationValueModifier(value: visibility, fields: Self.fields(bars, navigationBar: \.navigationBarBackgroundVisibility, bottomBar: nil)))
    }

    /// The appearance of the navigation bar's title and items (`nil` for the surrounding one),
    /// usually with a dark `toolbarBackground`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let fields = colorScheme == nil ? [] : Self.fields(bars, navigationBar: \.navigationBarColorScheme, bottomBar: nil)
        return modifier(NavigationValueModifier(value: colorScheme ?? .light, fields: fields))
    }

    /// The iOS 13 way of putting views at the navigation bar's edges.
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem placements")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The iOS 13 way of putting views at the navigation bar's leading edge.
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem placements")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// The iOS 13 way of putting views at the navigation bar's trailing edge.
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem placements")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// The scope fields a bar's visibility writes: the bars' own, `.automatic` (or no bar) being
    /// the navigation bar.
    private static func visibilityFields(_ bars: [ToolbarPlacement]) -> [ReferenceWritableKeyPath<NavigationScope, Visibility?>] {
        var fields = fields(bars, navigationBar: \.navigationBarVisibility, bottomBar: \.bottomBarVisibility)
        if bars.contains(.tabBar) { fields.append(\.tabBarVisibility) }
        return fields
    }

    /// The scope fields a bar setting other than visibility writes: `.automatic` (or no bar) is
    /// the navigation bar; the tab bar takes none.
    private static func fields<T>(
        _ bars: [ToolbarPlacement],
        navigationBar: ReferenceWritableKeyPath<NavigationScope, T?>,
        bottomBar: ReferenceWritableKeyPath<NavigationScope, T?>?
    ) -> [ReferenceWritableKeyPath<NavigationScope, T?>] {
        var fields: [ReferenceWritableKeyPath<NavigationScope, T?>] = []
        for bar in bars.isEmpty ? [.automatic] : bars {
            switch bar.bar {
            case .navigationBar: if !fields.contains(navigationBar) { fields.append(navigationBar) }
            case .bottomBar: if let bottomBar, !fields.contains(bottomBar) { fields.append(bottomBar) }
            case .tabBar: break
            }
        }
        return fields
    }
}

/// Resolves the modified content, then the toolbar's items, which the nearest navigation stack
/// places in its bars. The items come after those of the content, so items of the views inside
/// come first; outside a stack the items are not resolved at all.
struct ToolbarModifier<Items: ToolbarContent>: ViewModifier {
    let items: Items

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.resolve(content)
        guard resolver.navigation != nil else { return }
        resolver.withIdentity(0x746f_6f6c) { Items._resolveToolbar(modifier.items, into: &$0) }
    }
}

/// `toolbar(_:for:)`: the visibility handed up to the nearest navigation stack as each bar's
/// field; outside a stack, the tab bar's goes to the nearest tab view directly.
struct BarVisibilityModifier: ViewModifier {
    let visibility: Visibility
    let fields: [ReferenceWritableKeyPath<NavigationScope, Visibility?>]

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        if resolver.navigation == nil, let tabBar = resolver.tabBar, modifier.fields.contains(\.tabBarVisibility) {
            resolver.resolve(content, handingUp: modifier.visibility, to: [\TabBarScope.visibility], of: tabBar)
        } else {
            resolver.resolve(content, handingUp: modifier.visibility, to: modifier.fields)
        }
    }
}
