import ContainerUICore
import Foundation

/// Views without children: text, images, colours and shapes, spacers, dividers. Sizes follow
/// the stylesheet's rules for the same views.
extension LayoutEngine {
    /// The size of a leaf, or `nil` when the node has children to arrange.
    func leafSize(_ node: Int, _ proposal: ProposedViewSize) -> CGSize? {
        guard nodes[node].isLeaf else { return nil }
        if let measured = measuredTexts[node] { return measured.size(width: proposal.width, height: textHeightBound(node, proposal)) }
        switch resolvedNodes[node].kind {
        case .text(let text):
            return measuredText(node, text).size(width: proposal.width, height: textHeightBound(node, proposal))
        case .image(let image):
            if image.isResizable { return proposal.replacingUnspecifiedDimensions() }
            guard image.isSystemSymbol else { return .zero }
            let side = image.symbolSide(default: nodes[node].defaultFont)
            return CGSize(width: side, height: side)
        case .color, .fill, .shape, .canvas, .formInput, .gauge:
            return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            switch nodes[node].stackAxis {
            case .horizontal: return CGSize(width: max(proposal.width ?? minimum, minimum), height: 0)
            case .vertical: return CGSize(width: 0, height: max(proposal.height ?? minimum, minimum))
            case nil: return proposal.replacingUnspecifiedDimensions(by: .zero)
            }
        case .divider:
            if nodes[node].stackAxis == .horizontal { return CGSize(width: 1, height: proposal.height ?? 0) }
            return CGSize(width: proposal.width ?? 0, height: 1)
        default:
            return nil
        }
    }

    /// The height a text shows the lines that fit in: its proposal's, when a frame of the tree
    /// bounds it (``LayoutNodeRecord/isHeightBounded``).
    private func textHeightBound(_ node: Int, _ proposal: ProposedViewSize) -> CGFloat? {
        nodes[node].isHeightBounded ? proposal.height : nil
    }

    /// The number of lines the text `node` shows for `proposal` when the height it is offered
    /// leaves some of its lines out, else `nil`.
    func textLinesShown(_ node: Int, _ proposal: ProposedViewSize) -> Int? {
        guard nodes[node].isHeightBounded, let height = proposal.height, let measured = measuredTexts[node] else { return nil }
        return measured.linesShown(width: proposal.width, height: height)
    }

    /// Whether the node is a leaf (``leafSize(_:_:)`` gives its size).
    func isLeaf(_ node: Int) -> Bool {
        nodes[node].isLeaf
    }

    /// The node's text, shaped (or found shaped) on its first measurement: each text node of a
    /// tree is looked up once.
    /// Where the text `node`'s first or last baseline is below its top, offered `proposal`.
    func textBaseline(_ node: Int, last: Bool, _ proposal: ProposedViewSize) -> CGFloat? {
        let measured: MeasuredText
        if let cached = measuredTexts[node] {
            measured = cached
        } else {
            guard case .text(let text) = resolvedNodes[node].kind else { return nil }
            measured = measuredText(node, text)
        }
        return measured.baseline(last: last, width: proposal.width, height: textHeightBound(node, proposal))
    }

    private func measuredText(_ node: Int, _ text: ResolvedText) -> MeasuredText {
        let inherited: Text.Case? = nodes[node].isUppercased ? .uppercase : nil
        let measured = Self.hasCase(text, inherited: inherited)
            ? measurer.measured(Self.cased(text, inherited: inherited), defaultFont: nodes[node].defaultFont)
            : measurer.measured(text, defaultFont: nodes[node].defaultFont)
        measuredTexts[node] = measured
        return measured
    }

    /// Whether a run of `text` is shown in another case: its own `textCase`, or `inherited`
    /// (the uppercase of a list's section header).
    private static func hasCase(_ text: ResolvedText, inherited: Text.Case?) -> Bool {
        (text.style.textCase ?? inherited) != nil || text.appended.contains { hasCase($0, inherited: inherited) }
    }

    /// The text as `text-transform` shows it: each run in its own case, or `inherited`.
    private static func cased(_ text: ResolvedText, inherited: Text.Case?) -> ResolvedText {
        var result = text
        switch text.style.textCase ?? inherited {
        case .uppercase: result.string = text.string.uppercased()
        case .lowercase: result.string = text.string.lowercased()
        case nil: break
        }
        result.appended = text.appended.map { cased($0, inherited: inherited) }
        return result
    }
}
