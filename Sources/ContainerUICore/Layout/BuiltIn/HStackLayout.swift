import Foundation

/// A horizontal stack as a ``Layout`` value, for switching layouts with ``AnyLayout`` or for
/// another layout to delegate to.
///
/// ```swift
/// HStackLayout(alignment: .top, spacing: 4) { Image(systemName: "star"); Text("Favourites") }
/// ```
///
/// Content laid out by it resolves to exactly what `HStack` with the same arguments resolves to.
public struct HStackLayout: Layout, Sendable {
    /// How subviews align vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for the default (8).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The stack's size for `proposal`, by SwiftUI's stack algorithm over `subviews`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    /// Places `subviews` in a row from the leading edge of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal, subviews)
    }

    private var stack: SubviewStack {
        SubviewStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    /// The node of the container it stands for.
    public func _containerKind() -> ResolvedKind {
        .stack(ResolvedStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, isLazy: false))
    }
}
