/// Tabs from a collection: each element's content contributes its tabs.
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = _NoTabContentBody<Content.TabValue>

    /// Tabs for each element, identified by the key path `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(data: data, identifier: { $0[keyPath: id] }, content: content)
    }

    /// Tabs for each element of a collection of identifiable elements.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue, Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identifier: { $0.id }, content: content)
    }

    /// Collects each element's tabs, one identity level down at the element's id.
    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        for element in content.data {
            let tab = resolver.evaluate { content.content(element) }
            tabs.collect(tab, at: Resolver.segment(of: content.identifier(element)), resolver: &resolver)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
    /// Tabs for each integer in a constant range.
    public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content) where V == Content.TabValue {
        self.init(data: data, identifier: { $0 }, content: content)
    }
}
