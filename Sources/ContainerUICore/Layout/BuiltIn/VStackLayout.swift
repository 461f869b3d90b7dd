import Foundation

/// A vertical stack as a ``Layout`` value, for switching layouts with ``AnyLayout`` or for
/// another layout to delegate to.
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 2) { Text("Title"); Text("Subtitle") }
/// ```
///
/// Content laid out by it resolves to exactly what `VStack` with the same arguments resolves to.
public struct VStackLayout: Layout, Sendable {
    /// How subviews align horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for the default (8).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The stack's size for `proposal`, by SwiftUI's stack algorithm over `subviews`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    /// Places `subviews` in a column from the top of `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal, subviews)
    }

    private var stack: SubviewStack {
        SubviewStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// The node of the container it stands for.
    public func _containerKind() -> ResolvedKind {
        .stack(ResolvedStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, isLazy: false))
    }
}
