/// Tabs for a `TabView`, declared the way views are: `Tab`, `TabSection`, `ForEach` over tabs,
/// and your own types whose `body` is tab content.
///
/// ```swift
/// struct LibraryTabs: TabContent {
///     var body: some TabContent<Shelf> {
///         Tab("Books", systemImage: "book", value: .books) { BookList() }
///         Tab("Films", systemImage: "film", value: .films) { FilmList() }
///     }
/// }
/// ```
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs.
    associatedtype TabValue: Hashable
    /// The type of the tab content this content is made of.
    associatedtype Body: TabContent where Body.TabValue == TabValue

    /// The tabs this content is made of. Primitive tab content has none.
    @TabContentBuilder<TabValue> var body: Body { get }

    /// Collection hook: appends the tabs of `content` to `tabs`, in order.
    ///
    /// Composite content uses the default, which evaluates `body` with the current environment
    /// bound. Not meant to be called by users.
    static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver)
}

extension TabContent {
    /// Evaluates `body` with the resolver's environment bound, then collects its tabs.
    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        let body = resolver.evaluate { content.body }
        Body._collectTabs(body, into: &tabs, resolver: &resolver)
    }
}

/// The body type of primitive tab content: it has no values, so no primitive has a body to ask for.
public enum _NoTabContentBody<TabValue: Hashable>: TabContent {
    /// Unreachable: the type has no values.
    public var body: Self {
        Self.unreachable(Self.self)
    }

    /// Unreachable: the type has no values.
    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {}

    /// Traps: `content` is primitive tab content, which has no body. Called outside the
    /// ``TabContentBuilder`` that `body` is written in, where `fatalError` is no tab content.
    static func unreachable(_ content: Any.Type) -> Self {
        fatalError("\(content) is primitive tab content and has no body")
    }
}

extension TabContent {
    /// Primitive tab content has no body; asking for it is a programming error. (Unconstrained:
    /// Swift 6.3 fails to compile this default when constrained to `Body ==
    /// _NoTabContentBody<TabValue>`; a type that declares its own `body` never uses it.)
    public var body: _NoTabContentBody<TabValue> {
        _NoTabContentBody<TabValue>.unreachable(Self.self)
    }
}

/// The tabs a tab view's content declares, in order, as the tab view collects them. Public only
/// because ``TabContent``'s collection hook takes it.
public struct _TabCollection {
    /// The tabs collected so far.
    var tabs: [TabEntry] = []
}

/// One tab of a tab view: the value that selects it, its tab item, its badge and its content.
struct TabEntry {
    /// What selects the tab: a `Tab`'s value or a view's `tag`; `nil` for none.
    var value: AnyHashable?
    /// The tab item's views, resolved (a `Label`, or an image and a text): iOS draws the first
    /// image over the first text.
    var item: [ResolvedNode]
    /// The text of the tab's badge, or `nil` for none.
    var badge: String?
    /// Whether the tab bar shows the tab (`defaultVisibility(_:for:)`): hidden, or `.automatic`
    /// and `.visible` alike for shown.
    var tabBarVisibility: Visibility = .automatic
    /// Resolves the tab's content at the current position.
    var content: (inout Resolver) -> Void
}

extension _TabCollection {
    /// Collects `content`'s tabs one identity level down, at `segment`.
    mutating func collect<C: TabContent>(_ content: C, at segment: UInt64, resolver: inout Resolver) {
        resolver.withIdentity(segment) { resolver in C._collectTabs(content, into: &self, resolver: &resolver) }
    }
}
