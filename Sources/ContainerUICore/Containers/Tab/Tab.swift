/// One tab of a `TabView`: its content, the label of its tab item, and the value that selects it.
///
/// ```swift
/// TabView(selection: $screen) {
///     Tab("Inbox", systemImage: "envelope", value: .inbox) { Inbox() }
///         .badge(3)
///     Tab(value: .search, role: .search) { SearchScreen() }
/// }
/// ```
///
/// Tabs without a value (`Value == Never`) go in a `TabView` without a selection binding.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    private let value: Value?
    private let content: Content
    private let label: Label

    private init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }

    public typealias TabValue = Value
    public typealias Body = _NoTabContentBody<Value>

    /// Resolves the label now, for the tab bar, and leaves the content to the tab view, which
    /// resolves only what it shows.
    public static func _collectTabs(_ tab: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        let item = resolver.collectContent { $0.resolve(tab.label) }
        let content = tab.content
        tabs.tabs.append(TabEntry(value: tab.value.map { AnyHashable($0) }, item: item, badge: nil) { $0.resolve(content) })
    }
}

/// The purpose of a tab, which gives it a label when it has none.
public struct TabRole: Hashable, Sendable {
    private let name: String
    /// The tab that searches: titled "Search", with a magnifying glass.
    public static var search: TabRole { TabRole(name: "search") }
}

/// The label of a tab made from a title and an image, or from its role.
public struct DefaultTabLabel: View {
    private let title: Text?
    private let image: Image?

    init(title: Text?, image: Image?, role: TabRole?) {
        let isSearch = role == .search
        self.title = title ?? (isSearch ? Text("Search") : nil)
        self.image = image ?? (isSearch ? Image(systemName: "magnifyingglass") : nil)
    }

    /// The image and the title, as a `Label`.
    public var body: some View {
        Label { title } icon: { image }
    }
}

extension Tab where Value == Never {
    /// A tab with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }

    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, content: content(), label: EmptyView())
    }

    /// A tab whose label comes from its role (a search tab's magnifying glass and title).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: nil, image: nil, role: role))
    }

    /// A tab titled `titleKey` with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage), role: role))
    }

    /// A tab titled `title` with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage), role: role))
    }

    /// A tab titled `titleKey` with a named image.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image), role: role))
    }

    /// A tab titled `title` with a named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image), role: role))
    }
}

extension Tab {
    /// A tab selected by `value`, with a label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }

    /// A tab selected by `value`, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, content: content(), label: EmptyView())
    }

    /// A tab selected by `value`, whose label comes from its role.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: nil, image: nil, role: role))
    }

    /// A tab selected by `value`, titled `titleKey` with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage), role: role))
    }

    /// A tab selected by `value`, titled `title` with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage), role: role))
    }

    /// A tab selected by `value`, titled `titleKey` with a named image.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image), role: role))
    }

    /// A tab selected by `value`, titled `title` with a named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image), role: role))
    }
}
