import ContainerUICore
import Foundation

/// UIKit's `UIStackView`: lengths along the axis from `StackViewConfiguration.distribute`,
/// alignment across it; hidden arranged views take no space.
extension LayoutEngine {
    /// Like a UIKit view with the default (low) hugging priority in a `UIViewRepresentable`, the
    /// stack takes the proposed size along both axes; where a length is unspecified it takes the
    /// sum of the intrinsic lengths and spacing along its axis, and the thickest view's thickness
    /// across it. `fill` alignment stretches every view to the thickness. Layout margins inset the
    /// arrangement when the configuration says so.
    func arrangeStackView(_ children: ChildItems, _ configuration: StackViewConfiguration, _ proposal: ProposedViewSize) -> CGSize {
        let vertical = configuration.axis == .vertical
        let margins = configuration.isLayoutMarginsRelativeArrangement ? configuration.directionalLayoutMargins : EdgeInsets()
        let alongMargins = vertical ? margins.vertical : margins.horizontal
        let acrossMargins = vertical ? margins.horizontal : margins.vertical
        let hidden = children.map { nodes[items[$0].node].isHidden }
        let across = (vertical ? proposal.width : proposal.height).map { max($0 - acrossMargins, 0) }
        let ideal = children.map { size($0, vertical ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)) }
        let intrinsic = ideal.map { vertical ? $0.height : $0.width }
        let visible = children.indices.filter { !hidden[$0] }
        let naturalLength = visible.reduce(0) { $0 + intrinsic[$1] } + configuration.spacing * CGFloat(max(visible.count - 1, 0))
        let along = (vertical ? proposal.height : proposal.width).map { max($0 - alongMargins, 0) } ?? naturalLength
        let segments = configuration.distribute(intrinsic, hidden: hidden, along: along)
        var sized: [(index: Int, segment: AxisSegment, size: CGSize, proposal: ProposedViewSize)] = []
        for index in children.indices {
            guard let segment = segments[index] else { continue }
            let childProposal = vertical ? ProposedViewSize(width: across, height: segment.length) : ProposedViewSize(width: segment.length, height: across)
            sized.append((index, segment, size(children[index], childProposal), childProposal))
        }
        let thickness = across ?? sized.map { vertical ? $0.size.width : $0.size.height }.max() ?? 0
        let fraction: CGFloat = switch configuration.alignment {
        case .fill, .leading, .top, .firstBaseline: 0
        case .center: 0.5
        case .trailing, .bottom, .lastBaseline: 1
        }
        for entry in sized {
            var childProposal = entry.proposal
            var childSize = entry.size
            if configuration.alignment == .fill {
                if vertical { childProposal.width = thickness } else { childProposal.height = thickness }
                childSize = size(children[entry.index], childProposal)
            }
            let offset = (thickness - (vertical ? childSize.width : childSize.height)) * fraction
            let origin = vertical
                ? CGPoint(x: margins.leading + offset, y: margins.top + entry.segment.offset)
                : CGPoint(x: margins.leading + entry.segment.offset, y: margins.top + offset)
            placements.append(.init(item: children[entry.index], origin: origin, proposal: childProposal))
            if configuration.alignment == .fill {
                // UIKit sets the arranged view's frame: its segment along, the whole thickness across.
                let frame = vertical
                    ? CGRect(x: margins.leading, y: origin.y, width: thickness, height: childSize.height)
                    : CGRect(x: origin.x, y: margins.top, width: childSize.width, height: thickness)
                nodeFrames.append(.init(node: items[children[entry.index]].node, frame: frame))
            }
        }
        for index in children.indices where hidden[index] {
            placements.append(.init(item: children[index], origin: .zero, proposal: .zero))
        }
        return vertical
            ? CGSize(width: thickness + acrossMargins, height: along + alongMargins)
            : CGSize(width: along + alongMargins, height: thickness + acrossMargins)
    }
}
