import Foundation

/// A custom layout container, as in SwiftUI: it sizes itself from its subviews and places them.
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// Column { Text("A"); Text("B") }
/// ```
public protocol Layout {
    /// Data computed once per layout pass and shared by the two layout calls.
    associatedtype Cache = Void
    /// The subviews passed to the layout calls.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }
    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when subviews change; by default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The preferred spacing around the container.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview within `bounds`, whose origin need not be zero.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The position of a horizontal guide in `bounds` (the container's region, in its parent's
    /// space), asked when a parent aligns the container on the guide; `nil` for the guide's
    /// default in the container's size. By default, the merge of the subviews' explicit values.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The position of a vertical guide in `bounds` (the container's region, in its parent's
    /// space), asked when a parent aligns the container on the guide; `nil` for the guide's
    /// default in the container's size. By default, the merge of the subviews' explicit values.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The kind of the node that content laid out by this layout resolves to: plumbing the
    /// compiler makes public, never implemented by users. By default a custom layout node; the
    /// built-in layout types (`HStackLayout`, …) and `AnyLayout` answer with the container
    /// they stand for, statically, so a custom layout pays nothing for them.
    func _containerKind() -> ResolvedKind
}

extension Layout {
    /// No particular orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }

    /// The subviews' explicit values of the guide, each where the layout placed its subview in
    /// `bounds`, merged as a stack merges its children's (their average), or `nil` when no
    /// subview has one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        DefaultExplicitAlignments.record(Self.self, .horizontal(guide))
        return subviews.mergedExplicitValue(of: .horizontal(guide)).map { bounds.minX + $0 }
    }

    /// The subviews' explicit values of the guide, each where the layout placed its subview in
    /// `bounds`, merged as a stack merges its children's (their average; for a text baseline,
    /// the first subview's that has one, or the last's for the last baseline), or `nil` when no
    /// subview has one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        DefaultExplicitAlignments.record(Self.self, .vertical(guide))
        return subviews.mergedExplicitValue(of: .vertical(guide)).map { bounds.minY + $0 }
    }

    /// A custom layout node.
    @inlinable
    public func _containerKind() -> ResolvedKind {
        .layout(ResolvedLayout(self))
    }

    /// Lays out `content`'s resolved subviews with this layout.
    @inlinable
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout.
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout, or `nil`.
    public var stackOrientation: Axis?
    /// No orientation.
    public init() {}
}

/// The preferred spacing around a view: the system's, or none (a spacer's).
public struct ViewSpacing: Sendable {
    /// Whether the view wants no space next to it.
    package let isZero: Bool

    /// The system spacing.
    public init() {
        isZero = false
    }

    private init(isZero: Bool) {
        self.isZero = isZero
    }

    /// No spacing: what a `Spacer` prefers, so that stacks put no gap next to it.
    public static let zero = ViewSpacing(isZero: true)

    /// The distance to `next` along `axis`: none when either prefers none, else the default 8.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : 8
    }
}

/// Content laid out by a layout: a custom layout node, or, for a built-in layout type (and an
/// `AnyLayout` wrapping one), the node of the container view it stands for.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    @usableFromInline let layout: L
    @usableFromInline let content: Content

    @usableFromInline
    init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let children = resolver.collectContent { $0.resolve(view.content) }
        resolver.emit(view.layout._containerKind(), children: children)
    }
}
