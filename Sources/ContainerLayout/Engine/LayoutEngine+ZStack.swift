import ContainerUICore
import Foundation

/// `ZStack` and the window.
extension LayoutEngine {
    /// Children on top of each other, each offered the whole proposal, aligned in the largest;
    /// `byGuides` aligns them by their guides' values, the stack their union.
    func arrangeZStack(_ children: ChildItems, alignment: Alignment, byGuides: Bool = false, _ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        return withUnsafeTemporaryAllocation(of: CGSize.self, capacity: children.count) { sizes in
            for index in children.indices { sizes.initializeElement(at: index, to: size(children[index], proposal)) }
            if byGuides {
                return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * children.count) { offsets in
                    let xs = UnsafeMutableBufferPointer(rebasing: offsets[0..<children.count])
                    let ys = UnsafeMutableBufferPointer(rebasing: offsets[children.count...])
                    let width = alignByGuides(children, .horizontal(alignment.horizontal), sizes: { sizes[$0] }, proposals: { _ in proposal }, offsets: xs)
                    let height = alignByGuides(children, .vertical(alignment.vertical), sizes: { sizes[$0] }, proposals: { _ in proposal }, offsets: ys)
                    for index in children.indices {
                        placements.append(.init(item: children[index], origin: CGPoint(x: xs[index], y: ys[index]), proposal: proposal))
                    }
                    return CGSize(width: width, height: height)
                }
            }
            var total = sizes[0]
            for size in sizes.dropFirst() {
                if total.width < size.width { total.width = size.width }
                if total.height < size.height { total.height = size.height }
            }
            for index in children.indices {
                let origin = CGPoint(x: (total.width - sizes[index].width) * alignment.horizontal.fraction,
                                     y: (total.height - sizes[index].height) * alignment.vertical.fraction)
                placements.append(.init(item: children[index], origin: origin, proposal: proposal))
            }
            return total
        }
    }

    /// The window: its views in a column with no spacing, each centred across, the column
    /// centred vertically when shorter than the window and starting at the top otherwise.
    func arrangeRoot(_ children: ChildItems, _ proposal: ProposedViewSize) -> CGSize {
        let window = proposal.replacingUnspecifiedDimensions(by: viewport)
        let start = placements.count
        let column = arrangeStack(children, axis: .vertical, alignment: .center, spacing: 0, ProposedViewSize(window))
        offsetPlacements(from: start, by: CGPoint(x: (window.width - column.width) / 2, y: max((window.height - column.height) / 2, 0)))
        return window
    }
}
