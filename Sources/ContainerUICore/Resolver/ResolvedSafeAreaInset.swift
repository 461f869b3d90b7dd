import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`, resolved: the inset views, the edge they sit
/// at, where they are aligned, and the spacing (`nil` already made 8).
public struct ResolvedSafeAreaInset {
    /// The inset views, drawn at `edge` over the modified view.
    public var nodes: [ResolvedNode]
    /// The edge of the modified view the views sit at.
    public var edge: Edge
    /// Where the views are aligned in the modified view's frame: `edge` along its axis, the
    /// modifier's alignment across it.
    public var alignment: Alignment
    /// The distance between the inset views and what the modified view lays out.
    public var spacing: CGFloat

    /// The axis along which the inset takes room: vertical for `.top` and `.bottom`.
    public var axis: Axis {
        edge == .top || edge == .bottom ? .vertical : .horizontal
    }

    /// Insets of `length` at `edge`, nothing elsewhere.
    public func insets(_ length: CGFloat) -> EdgeInsets {
        EdgeInsets(Edge.Set(edge), length)
    }
}
