import Foundation

/// A grid as a ``Layout`` value, for switching layouts with ``AnyLayout``.
///
/// ```swift
/// GridLayout(horizontalSpacing: 12) {
///     GridRow { Text("Name"); Text("Ada") }
///     GridRow { Text("Role"); Text("Engineer") }
/// }
/// ```
///
/// Content laid out by it resolves to exactly what `Grid` with the same arguments resolves to.
/// Its ``sizeThatFits(proposal:subviews:cache:)`` and ``placeSubviews(in:proposal:subviews:cache:)``
/// are not available to another layout in ContainerUI: a grid's columns come from its
/// `GridRow`s, which a layout's subviews do not show, so calling them traps.
public struct GridLayout: Layout, Sendable {
    /// How cells align in their column and row.
    public var alignment: Alignment
    /// The space between columns, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    /// The space between rows, or `nil` for the default.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Not available to another layout: traps (see the type's notes).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        fatalError("GridLayout: sizeThatFits cannot be called from another layout in ContainerUI; use GridLayout { GridRow { … } } as a view")
    }

    /// Not available to another layout: traps (see the type's notes).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        fatalError("GridLayout: placeSubviews cannot be called from another layout in ContainerUI; use GridLayout { GridRow { … } } as a view")
    }

    /// The node of the container it stands for.
    public func _containerKind() -> ResolvedKind {
        .grid(ResolvedGrid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}
