import Foundation

/// A type-erased layout: switch between layouts while the content keeps its identity.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
///
/// var body: some View {
///     let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout {
///         Avatar()
///         Details()
///     }
/// }
/// ```
///
/// Content laid out by it resolves as under the wrapped layout (an `HStack` for `HStackLayout`,
/// a custom layout node for a custom layout). Both branches above have one type, so `Avatar`
/// and `Details` keep their ids and structural identity whichever layout is chosen, where an
/// `if`/`else` between an `HStack` and a `VStack` would make them different views.
public struct AnyLayout: Layout {
    /// The wrapped layout, erased, for the layout calls.
    private let layout: ResolvedLayout
    /// The kind content laid out by the wrapped layout resolves to.
    private let containerKind: ResolvedKind

    /// Wraps `layout`; wrapping an `AnyLayout` gives it back.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self = erased
            return
        }
        self.layout = ResolvedLayout(layout)
        containerKind = layout._containerKind()
    }

    /// The node of the container the wrapped layout stands for, or its custom layout node.
    public func _containerKind() -> ResolvedKind {
        containerKind
    }

    /// The wrapped layout's cache, with the subviews it was made for.
    public struct Cache {
        fileprivate var session: LayoutSession
        fileprivate var subviews: LayoutSubviews

        /// Makes sure the wrapped layout's cache is for `subviews`.
        fileprivate mutating func use(_ subviews: LayoutSubviews) {
            guard subviews != self.subviews else { return }
            self.subviews = subviews
            session.updateSubviews(subviews)
        }
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(session: layout.makeSession(subviews), subviews: subviews)
    }

    /// Updates the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.subviews = subviews
        cache.session.updateSubviews(subviews)
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.use(subviews)
        return cache.session.sizeThatFits(proposal)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.use(subviews)
        cache.session.placeSubviews(bounds, proposal)
    }

    /// The wrapped layout's explicit value of a horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.use(subviews)
        return cache.session.explicitAlignment(.horizontal(guide), bounds, proposal)
    }

    /// The wrapped layout's explicit value of a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.use(subviews)
        return cache.session.explicitAlignment(.vertical(guide), bounds, proposal)
    }
}
