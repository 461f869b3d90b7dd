import ContainerUICore
import Foundation

/// Views without children: text, images, colours and shapes, spacers, dividers; and the
/// controls' fixed parts. Sizes follow the stylesheet's rules for the same views.
extension LayoutEngine {
    /// The size of a leaf, or `nil` when the node has children to arrange.
    func leafSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize? {
        let record = nodes[node]
        switch record.kind {
        case .text(var text):
            if record.isUppercased { text = Self.uppercased(text) }
            return measurer.size(of: text, defaultFont: record.defaultFont, width: proposal.width)
        case .image(let image):
            if image.isResizable { return proposal.replacingUnspecifiedDimensions() }
            guard image.isSystemSymbol else { return .zero }
            let side = (image.font ?? record.defaultFont).pointSize * 1.2
            return CGSize(width: side, height: side)
        case .color, .fill, .shape:
            return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            switch record.stackAxis {
            case .horizontal: return CGSize(width: max(proposal.width ?? minimum, minimum), height: 0)
            case .vertical: return CGSize(width: 0, height: max(proposal.height ?? minimum, minimum))
            case nil: return proposal.replacingUnspecifiedDimensions(by: .zero)
            }
        case .divider:
            if record.stackAxis == .horizontal { return CGSize(width: 1, height: proposal.height ?? 0) }
            return CGSize(width: proposal.width ?? 0, height: 1)
        default:
            return nil
        }
    }

    /// `text-transform: uppercase` on every run.
    private static func uppercased(_ text: ResolvedText) -> ResolvedText {
        var result = text
        result.string = text.string.uppercased()
        result.appended = text.appended.map(uppercased)
        return result
    }

    /// A switch: its label on the leading side taking what is left, the 51 × 31 switch trailing,
    /// 8 apart; the control takes the offered width and is at least 31 tall.
    func arrangeToggle(_ children: [Int], _ proposal: ProposedViewSize) -> Arrangement {
        let labelWidth = proposal.width.map { max($0 - 59, 0) }
        let label = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: labelWidth, height: nil))
        let width = proposal.width ?? label.size.width + 59
        let height = max(label.size.height, 31)
        let top = (height - label.size.height) / 2
        let placements = label.placements.map { Arrangement.Placement(item: $0.item, origin: CGPoint(x: $0.origin.x, y: $0.origin.y + top), proposal: $0.proposal) }
        return Arrangement(size: CGSize(width: width, height: height), placements: placements)
    }

    /// A slider (a 16 px track row; its label, not drawn, at its ideal size at the top-leading
    /// corner, where the page keeps it for screen readers) or a progress view (label above a
    /// 4 px bar, 6 apart; a 20 px spinner when indeterminate): the offered width.
    func arrangeControlWithLabel(_ node: Int, _ proposal: ProposedViewSize) -> Arrangement {
        let children = nodes[node].children
        if case .progressView(let progress) = nodes[node].kind {
            let label = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: proposal.width, height: nil))
            let indicator: CGFloat = progress.value == nil ? 20 : 4
            let gap: CGFloat = children.isEmpty ? 0 : 6
            let width = proposal.width ?? max(label.size.width, progress.value == nil ? 20 : 160)
            return Arrangement(size: CGSize(width: width, height: label.size.height + gap + indicator), placements: label.placements)
        }
        let width = proposal.width ?? 129
        let hidden = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, .unspecified)
        return Arrangement(size: CGSize(width: width, height: 16), placements: hidden.placements)
    }
}
