import ContainerUICore
import Foundation

/// What a container decided for one proposal: its size, and where each child goes (relative to
/// the container's top-leading corner) with the proposal it gets.
struct Arrangement {
    var size: CGSize
    var placements: [Placement] = []
    /// Frames a container draws for nodes itself (list rows and sections), relative like `origin`;
    /// they replace the frames the nodes' own placement gives.
    var nodeFrames: [(node: Int, frame: CGRect)] = []

    struct Placement {
        var item: Int
        var origin: CGPoint
        var proposal: ProposedViewSize
    }

    /// A leaf: a size and nothing inside.
    init(size: CGSize) {
        self.size = size
    }

    init(size: CGSize, placements: [Placement]) {
        self.size = size
        self.placements = placements
    }
}

extension LayoutEngine {
    /// The size of a node's own content for `proposal`.
    func contentSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        if let leaf = leafSize(node, proposal) { return leaf }
        // A custom layout's size needs its `sizeThatFits` only, not a placement of every subview.
        if case .layout(let layout) = nodes[node].kind { return customLayoutSize(node, layout, proposal) }
        return withContainer(of: node, proposal) { arrange(node, proposal).size }
    }

    /// Places the children of a node whose content occupies `rect`.
    func placeContent(_ node: Int, in rect: CGRect, _ proposal: ProposedViewSize) {
        if leafSize(node, proposal) != nil { return }
        withContainer(of: node, proposal) {
            let arrangement = arrange(node, proposal)
            for placement in arrangement.placements {
                place(placement.item, at: CGPoint(x: rect.minX + placement.origin.x, y: rect.minY + placement.origin.y), placement.proposal)
            }
            for (child, frame) in arrangement.nodeFrames {
                frames[nodes[child].outer] = frame.offsetBy(dx: rect.minX, dy: rect.minY)
            }
        }
    }

    /// Runs `body` with the node as the nearest container when it is one (scroll views and lists
    /// are, for `containerRelativeFrame`), its content margins taken off. Along an axis where the
    /// node is proposed nothing (a horizontal scroll view in a vertical one), its length is not
    /// known yet and the enclosing container's length is used as it is.
    private func withContainer<T>(of node: Int, _ proposal: ProposedViewSize, _ body: () -> T) -> T {
        switch nodes[node].kind {
        case .scrollView, .list:
            let outer = containers[containers.count - 1]
            var size = proposal.replacingUnspecifiedDimensions(by: outer)
            if let margins = nodes[node].contentMargins {
                if proposal.width != nil { size.width -= margins.horizontal }
                if proposal.height != nil { size.height -= margins.vertical }
            }
            containers.append(size)
            defer { containers.removeLast() }
            return body()
        default:
            return body()
        }
    }

    /// The arrangement of a container node for `proposal`.
    func arrange(_ node: Int, _ proposal: ProposedViewSize) -> Arrangement {
        let record = nodes[node]
        let children = record.children
        switch record.kind {
        case .root:
            return arrangeRoot(children, proposal)
        case .stack(let stack):
            return arrangeStack(children, axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing, proposal)
        case .section:
            return arrangeStack(children, axis: .vertical, alignment: .center, spacing: nil, proposal)
        case .gridRow:
            return arrangeStack(children, axis: .horizontal, alignment: .center, spacing: nil, proposal)
        case .label, .button, .link:
            return arrangeStack(children, axis: .horizontal, alignment: .center, spacing: 8, proposal)
        case .zStack(let alignment):
            return arrangeZStack(children, alignment: alignment, proposal)
        case .scrollView(let scroll):
            return arrangeScrollView(node, scroll, proposal)
        case .list:
            return arrangeList(node, proposal)
        case .grid(let grid):
            return arrangeGrid(node, grid, proposal)
        case .lazyGrid(let grid):
            return arrangeLazyGrid(children, grid, proposal)
        case .geometryReader:
            let size = proposal.replacingUnspecifiedDimensions()
            return Arrangement(size: size, placements: children.map { .init(item: $0, origin: .zero, proposal: ProposedViewSize(size)) })
        case .stackView(let configuration):
            return arrangeStackView(children, configuration, proposal)
        case .toggle:
            return arrangeToggle(children, proposal)
        case .slider, .progressView:
            return arrangeControlWithLabel(node, proposal)
        case .layout(let layout):
            return arrangeCustomLayout(node, layout, proposal)
        case .text, .image, .color, .fill, .shape, .spacer, .divider:
            return Arrangement(size: leafSize(node, proposal) ?? .zero)
        }
    }
}
