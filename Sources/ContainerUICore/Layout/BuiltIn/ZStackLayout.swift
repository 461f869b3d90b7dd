import Foundation

/// An overlaying stack as a ``Layout`` value, for switching layouts with ``AnyLayout`` or for
/// another layout to delegate to.
///
/// ```swift
/// ZStackLayout(alignment: .bottomTrailing) { Image("cover"); Text("New") }
/// ```
///
/// Content laid out by it resolves to exactly what `ZStack` with the same alignment resolves to.
public struct ZStackLayout: Layout, Sendable {
    /// How subviews align in both axes.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// Each subview is offered the whole proposal; the stack is as large as the union of the
    /// subviews aligned by their `alignment` guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews).size
    }

    /// Places the subviews on top of each other, aligned in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (size, offsets) = arrangement(proposal, subviews)
        let shift = CGPoint(x: AlignmentKey.horizontal(alignment.horizontal).shift(from: size, to: bounds.size),
                            y: AlignmentKey.vertical(alignment.vertical).shift(from: size, to: bounds.size))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + shift.x + offsets[index].x, y: bounds.minY + shift.y + offsets[index].y), proposal: proposal)
        }
    }

    /// The stack's size and each subview's origin in it.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, offsets: [CGPoint]) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let xs = GuideLine.align(dimensions.map { ($0[alignment.horizontal], $0.width) })
        let ys = GuideLine.align(dimensions.map { ($0[alignment.vertical], $0.height) })
        let offsets = zip(xs.offsets, ys.offsets).map { CGPoint(x: $0, y: $1) }
        return (CGSize(width: xs.length, height: ys.length), offsets)
    }

    /// The node of the container it stands for.
    public func _containerKind() -> ResolvedKind { .zStack(alignment: alignment) }
}
