/// A group of tabs under a header. A phone's tab bar has no sections: their tabs take their
/// places in the bar, in order, and the header and footer are not drawn.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent
where SelectionValue == Content.TabValue {
    private let content: Content

    private init(content: Content) {
        self.content = content
    }

    public typealias TabValue = SelectionValue
    public typealias Body = _NoTabContentBody<SelectionValue>

    /// Collects the section's tabs in its place.
    public static func _collectTabs(_ section: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        tabs.collect(section.content, at: 0, resolver: &resolver)
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of tabs without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of tabs with a header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content())
    }

    /// A section of tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content())
    }
}
