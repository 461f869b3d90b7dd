import ContainerUI

/// Cards pinned in a loose column: two per row, each nudged by a small deterministic offset so
/// the column looks hand-pinned.
public struct DisplayBoardCardLayout: Layout {
    /// The layout.
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = self.frames(for: subviews)
        let maxX = frames.map(\.maxX).max() ?? 0
        let maxY = frames.map(\.maxY).max() ?? 0
        return CGSize(width: maxX, height: maxY)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(for: subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func frames(for subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var rowTop: CGFloat = 12
        var rowHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let column = index % 2
            if column == 0, index > 0 {
                rowTop += rowHeight + 10
                rowHeight = 0
            }
            let nudge = CGFloat((index * 37) % 13) - 6
            frames.append(CGRect(x: 12 + CGFloat(column) * (size.width + 14) + nudge, y: rowTop + abs(nudge) / 2, width: size.width, height: size.height))
            rowHeight = max(rowHeight, size.height + abs(nudge) / 2)
        }
        return frames
    }
}
