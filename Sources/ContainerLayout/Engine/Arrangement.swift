import ContainerUICore
import Foundation

/// What a container decided for one proposal: its size, and where each child goes (relative to
/// the container's top-leading corner) with the proposal it gets.
///
/// The placements and node frames live in the engine's `placements` and `nodeFrames` buffers,
/// which are used as stacks: an arrangement appends its entries at their ends, and whoever asked
/// for it drops them (``LayoutEngine/dropArrangements(to:)``) once read, so that measuring and
/// placing allocate nothing per container.
struct Arrangement {
    var size: CGSize
    /// This arrangement's entries in the engine's `placements`.
    var placements: Range<Int>
    /// This arrangement's entries in the engine's `nodeFrames`: frames a container draws for
    /// nodes itself (list rows and sections, filled stack views), relative like a placement's
    /// origin; they replace the frames the nodes' own placement gives.
    var nodeFrames: Range<Int>

    struct Placement {
        var item: Int
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    /// A frame drawn for a node (a record index) by its container.
    struct NodeFrame {
        var node: Int
        var frame: CGRect
    }
}

extension LayoutEngine {
    /// Where the placement and node-frame buffers end, to drop what was appended after.
    struct ArrangementMark {
        var placements: Int
        var nodeFrames: Int
    }

    /// The current ends of the buffers.
    var arrangementMark: ArrangementMark {
        ArrangementMark(placements: placements.count, nodeFrames: nodeFrames.count)
    }

    /// Drops the entries appended since `mark`, keeping the buffers' capacity (one at a time:
    /// there are few, and `removeLast(_:)` takes the general path of replacing a range).
    func dropArrangements(to mark: ArrangementMark) {
        while placements.count > mark.placements { placements.removeLast() }
        while nodeFrames.count > mark.nodeFrames { nodeFrames.removeLast() }
    }

    /// Moves the placements from `start` to the end of the buffer by `offset`.
    func offsetPlacements(from start: Int, by offset: CGPoint) {
        for index in start..<placements.count {
            placements[index].origin.x += offset.x
            placements[index].origin.y += offset.y
        }
    }
}
