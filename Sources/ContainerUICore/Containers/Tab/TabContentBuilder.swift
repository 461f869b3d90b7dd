/// A result builder that composes tabs from closures, as SwiftUI's `@TabContentBuilder` does:
/// every tab in a block selects with values of one type, `TabValue`.
///
/// Blocks of any length build a ``TupleTabContent``; `if` builds an `Optional`, `if`/`else` and
/// `switch` build ``_ConditionalContent``, and `if #available` erases to ``AnyTabContent``.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// Passes tab content through unchanged, when its tabs select with `TabValue`.
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == TabValue {
        content
    }

    /// A single piece of tab content is never wrapped.
    public static func buildBlock<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == TabValue {
        content
    }

    /// Several pieces build a ``TupleTabContent``, with no limit on their number; each came
    /// through ``buildExpression(_:)``, which checked its `TabValue`.
    public static func buildBlock<each Content: TabContent>(_ content: repeat each Content) -> TupleTabContent<TabValue, repeat each Content> {
        TupleTabContent(value: (repeat each content))
    }

    /// `if` without `else` builds optional tab content.
    public static func buildIf<Content: TabContent>(_ content: Content?) -> Content? where Content.TabValue == TabValue {
        content
    }

    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: TabContent, FalseContent: TabContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent.TabValue == TabValue, FalseContent.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: TabContent, FalseContent: TabContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent.TabValue == TabValue, FalseContent.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches are erased so newer types do not leak into the result type.
    public static func buildLimitedAvailability<Content: TabContent>(_ content: Content) -> AnyTabContent<TabValue> where Content.TabValue == TabValue {
        AnyTabContent(content)
    }

    /// The tab content of a `TabView` built with this builder, as the view type the tab view is
    /// generic over. Only the tab view draws it; it has no body of its own.
    public struct Content<C: TabContent>: View where C.TabValue == TabValue {
        /// The tabs.
        private let content: C

        init(_ content: C) {
            self.content = content
        }

        public typealias Body = Never

        /// Collects the tabs, for the tab view.
        func collectTabs(into tabs: inout _TabCollection, resolver: inout Resolver) {
            tabs.collect(content, at: 0, resolver: &resolver)
        }
    }
}

/// The tabs of a builder block, in order.
public struct TupleTabContent<TabValue: Hashable, each Content: TabContent>: TabContent {
    /// The pieces, in declaration order.
    public var value: (repeat each Content)

    public typealias Body = _NoTabContentBody<TabValue>

    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        var index: UInt64 = 0
        for member in repeat each content.value {
            tabs.collect(member, at: index, resolver: &resolver)
            index += 1
        }
    }
}

/// Optional tab content contributes nothing when `nil` and its wrapped content's tabs otherwise.
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public typealias Body = _NoTabContentBody<Wrapped.TabValue>

    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        if let wrapped = content { Wrapped._collectTabs(wrapped, into: &tabs, resolver: &resolver) }
    }
}

/// The branch of an `if`/`else` or `switch` a ``TabContentBuilder`` took contributes its tabs.
extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public typealias Body = _NoTabContentBody<TrueContent.TabValue>

    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        switch content.storage {
        case .trueContent(let content): tabs.collect(content, at: 0x7472_7565, resolver: &resolver)
        case .falseContent(let content): tabs.collect(content, at: 0x6661_6c73, resolver: &resolver)
        }
    }
}

/// Type-erased tab content whose tabs select with `SelectionValue`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    private let collectTabs: (inout _TabCollection, inout Resolver) -> Void

    /// Erases the type of `tabContent`.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        collectTabs = { tabs, resolver in T._collectTabs(tabContent, into: &tabs, resolver: &resolver) }
    }

    public typealias TabValue = SelectionValue
    public typealias Body = _NoTabContentBody<SelectionValue>

    public static func _collectTabs(_ content: Self, into tabs: inout _TabCollection, resolver: inout Resolver) {
        content.collectTabs(&tabs, &resolver)
    }
}
