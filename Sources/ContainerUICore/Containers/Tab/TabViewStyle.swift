/// The look of a `TabView`, as passed to `tabViewStyle(_:)`.
public protocol TabViewStyle {
    /// The style as plain data.
    var _kind: TabViewStyleKind { get }
}

/// The tab view styles of a phone.
public enum TabViewStyleKind: Hashable, Sendable {
    /// The tab bar at the bottom, under the selected tab's content (the default).
    case tabBar
    /// The tabs' contents as pages of a horizontal scroller that snaps to each, with page dots.
    case page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default style: the tab bar, on a phone.
public struct DefaultTabViewStyle: TabViewStyle, Sendable {
    /// The default style.
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that becomes a sidebar where there is room; on a phone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab bar wherever one fits: on a phone, the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// The tabs' contents as pages that scroll horizontally and snap, with an index of dots.
public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        private let name: String
        /// Dots whenever there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Dots even for a single page.
        public static let always = IndexDisplayMode(name: "always")
        /// No dots.
        public static let never = IndexDisplayMode(name: "never")
    }

    private let indexDisplayMode: IndexDisplayMode

    /// A paging style whose dots show as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(indexDisplayMode: indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default: the tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room; the tab bar on a phone.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar wherever one fits.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages that scroll horizontally and snap, with dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages that scroll horizontally and snap, with dots as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The look of a page index (a paging tab view's dots), as passed to `indexViewStyle(_:)`.
public protocol IndexViewStyle {
    /// Whether the dots sit on a translucent capsule, as plain data.
    var _showsBackground: Bool { get }
}

/// Page dots over the content, on a capsule when `backgroundDisplayMode` shows one.
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    /// When the capsule behind the dots shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        private let name: String
        /// The platform's default: on a phone, only while the dots are touched, so never in a render.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Only while the dots are touched: never in a render.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    private let backgroundDisplayMode: BackgroundDisplayMode

    /// A page index whose capsule shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a capsule (it shows only while touched).
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots, on a capsule as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

@usableFromInline struct TabViewStyleKey: EnvironmentKey { @usableFromInline static let defaultValue = TabViewStyleKind.tabBar }
@usableFromInline struct PageIndexBackgroundKey: EnvironmentKey { @usableFromInline static let defaultValue = false }

extension View {
    /// Sets the style of tab views inside.
    @inline(__always)
    @inlinable
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environmentWrite(style._kind, for: TabViewStyleKey.self)
    }

    /// Sets the style of the page dots of paging tab views inside.
    @inline(__always)
    @inlinable
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environmentWrite(style._showsBackground, for: PageIndexBackgroundKey.self)
    }
}
