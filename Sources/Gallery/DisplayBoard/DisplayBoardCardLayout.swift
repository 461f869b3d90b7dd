import ContainerUI

/// Cards pinned on a board: two columns, each card nudged by a few points and tilted by a few
/// degrees, both derived from its position so the same board is pinned the same way every time.
///
/// The layout places; the tilt is drawn by the card (`rotationEffect(tilt(ofCard:))`), since a
/// `Layout` positions its subviews but does not rotate them.
public struct DisplayBoardCardLayout: Layout {
    /// The space around the cards.
    static let margin: CGFloat = 12
    /// The space between columns and between rows.
    static let gap = CGSize(width: 14, height: 12)

    /// The layout.
    public init() {}

    /// Where the cards go and the board's size: the cards keep their ideal sizes whatever the
    /// board is offered, so they are measured and pinned once per layout pass, not on every
    /// proposal (a stack asks its children several times).
    public struct Cache {
        var frames: [CGRect]
        var size: CGSize
    }

    public func makeCache(subviews: Subviews) -> Cache {
        let frames = self.frames(for: subviews)
        var maxX: CGFloat = 0, maxY: CGFloat = 0
        for frame in frames {
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        return Cache(frames: frames, size: CGSize(width: maxX + Self.margin, height: maxY + Self.margin))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (subview, frame) in zip(subviews, cache.frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    /// The tilt of the card at `index`: between −3° and 3°, never flat.
    public static func tilt(ofCard index: Int) -> Angle {
        let step = scramble(index) % 11  // 0...10
        let degrees = Double(step) * 0.6 - 3  // −3...3 in 0.6° steps
        return .degrees(degrees == 0 ? 1.2 : degrees)
    }

    /// The nudge of the card at `index`: −5...5 points across, 0...6 points down.
    static func nudge(ofCard index: Int) -> CGSize {
        let value = scramble(index &+ 7919)
        return CGSize(width: CGFloat(value % 11) - 5, height: CGFloat((value / 11) % 7))
    }

    /// A cheap integer hash (Knuth's multiplicative), so neighbours differ.
    private static func scramble(_ index: Int) -> Int {
        Int((UInt32(truncatingIfNeeded: index &+ 1) &* 2_654_435_761) >> 16)
    }

    private func frames(for subviews: Subviews) -> [CGRect] {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let columnWidth = sizes.map(\.width).max() ?? 0
        var frames: [CGRect] = []
        var rowTop = Self.margin
        var rowHeight: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let column = index % 2
            if column == 0, index > 0 {
                rowTop += rowHeight + Self.gap.height
                rowHeight = 0
            }
            let nudge = Self.nudge(ofCard: index)
            let x = Self.margin + 5 + CGFloat(column) * (columnWidth + Self.gap.width) + nudge.width
            frames.append(CGRect(x: x, y: rowTop + nudge.height, width: size.width, height: size.height))
            rowHeight = max(rowHeight, size.height + nudge.height)
        }
        return frames
    }
}
