import ContainerUICore
import Foundation

/// A rough size of a view for a proposal, for the few places that need numbers before the
/// browser lays out: custom `Layout`s (which place subviews from their sizes), and `StackView`'s
/// `fillProportionally` and `equalCentering`. Text is estimated at half an em per character;
/// fixed frames, padding and container-relative frames are exact.
struct SizeEstimate {
    /// The window size, for container-relative frames.
    var containerSize: CGSize

    /// The estimated size of `node` for `proposal`.
    func size(of node: ResolvedNode, proposal: ProposedViewSize) -> CGSize {
        var inner = proposal
        for modifier in node.modifiers {
            if case .padding(let insets) = modifier {
                inner.width = inner.width.map { max($0 - insets.horizontal, 0) }
                inner.height = inner.height.map { max($0 - insets.vertical, 0) }
            }
        }
        var size = baseSize(of: node, proposal: inner)
        for modifier in node.modifiers {
            switch modifier {
            case .padding(let insets):
                size.width += insets.horizontal
                size.height += insets.vertical
            case .frame(let frame):
                size = CGSize(width: frame.width ?? size.width, height: frame.height ?? size.height)
            case .flexibleFrame(let frame):
                size.width = clamp(size.width, proposal.width, frame.minWidth, frame.maxWidth)
                size.height = clamp(size.height, proposal.height, frame.minHeight, frame.maxHeight)
            case .containerRelativeFrame(let frame):
                if frame.axes.contains(.horizontal) { size.width = frame.length(for: containerSize.width, axis: .horizontal) }
                if frame.axes.contains(.vertical) { size.height = frame.length(for: containerSize.height, axis: .vertical) }
            default:
                break
            }
        }
        return size
    }

    private func clamp(_ value: CGFloat, _ proposed: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        var result = maximum != nil ? max(value, min(proposed ?? value, maximum ?? value)) : value
        if let maximum, maximum.isFinite { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }

    private func baseSize(of node: ResolvedNode, proposal: ProposedViewSize) -> CGSize {
        switch node.kind {
        case .text(let text):
            let font = text.style.font ?? .body
            let width = CGFloat(text.fullString.count) * font.pointSize * 0.52
            let lineHeight = CGFloat(HTMLRenderer.lineHeight(font))
            guard let available = proposal.width, available > 0, width > available else { return CGSize(width: width, height: lineHeight) }
            return CGSize(width: available, height: lineHeight * (width / available).rounded(.up))
        case .image(let image):
            let side = (image.font ?? .body).pointSize * 1.2
            return image.isResizable ? proposal.replacingUnspecifiedDimensions() : CGSize(width: side, height: side)
        case .divider:
            return CGSize(width: proposal.width ?? 10, height: 1)
        case .stack(let stack):
            return stacked(node.children, axis: stack.axis, spacing: stack.spacing ?? 8, proposal: proposal)
        case .stackView(let configuration):
            return stacked(node.children, axis: configuration.axis, spacing: configuration.spacing, proposal: proposal)
        case .label, .button, .link:
            return stacked(node.children, axis: .horizontal, spacing: 8, proposal: proposal)
        case .toggle:
            let label = stacked(node.children, axis: .vertical, spacing: 0, proposal: proposal)
            return CGSize(width: proposal.width ?? label.width + 59, height: max(label.height, 31))
        case .slider, .progressView:
            return CGSize(width: proposal.width ?? 200, height: 30)
        case .zStack, .section, .grid, .gridRow, .lazyGrid, .root:
            return stacked(node.children, axis: .vertical, spacing: 8, proposal: proposal)
        case .layout(let layout):
            return layout.sizeThatFits(proposal, LayoutSubviews([]))
        case .color, .fill, .shape, .spacer, .scrollView, .list, .geometryReader:
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    private func stacked(_ children: [ResolvedNode], axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> CGSize {
        var along: CGFloat = 0, across: CGFloat = 0
        let childProposal = axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : .unspecified
        for (index, child) in children.enumerated() {
            let size = self.size(of: child, proposal: childProposal)
            along += (axis == .vertical ? size.height : size.width) + (index > 0 ? spacing : 0)
            across = max(across, axis == .vertical ? size.width : size.height)
        }
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
}
