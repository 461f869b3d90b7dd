import ContainerUICore
import Foundation

/// The controls with a label: their fixed parts sized as the stylesheet draws them.
extension LayoutEngine {
    /// A switch: its label on the leading side taking what is left, the 51 × 31 switch trailing,
    /// 8 apart; the control takes the offered width and is at least 31 tall. With its label
    /// hidden, the switch alone, the label at its ideal size at the top-leading corner, where the
    /// page keeps it for screen readers.
    func arrangeToggle(_ children: ChildItems, labelsHidden: Bool, _ proposal: ProposedViewSize) -> CGSize {
        if labelsHidden {
            placeHiddenLabel(children)
            return CGSize(width: 51, height: 31)
        }
        let labelWidth = proposal.width.map { max($0 - 59, 0) }
        let start = placements.count
        let label = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: labelWidth, height: nil))
        let width = proposal.width ?? label.width + 59
        let height = max(label.height, 31)
        offsetPlacements(from: start, by: CGPoint(x: 0, y: (height - label.height) / 2))
        return CGSize(width: width, height: height)
    }

    /// A slider (a 16 px track row; its label, not drawn, at its ideal size at the top-leading
    /// corner, where the page keeps it for screen readers) or a linear progress view (label above
    /// a 4 px bar, 6 apart): the offered width. A circular progress view is a spinner
    /// (``arrangeSpinner(_:_:)``).
    func arrangeControlWithLabel(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        let children = self.children(of: node)
        if case .progressView(let progress) = resolvedNodes[node].kind {
            if progress.look == .circular { return arrangeSpinner(children, proposal) }
            let label = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, ProposedViewSize(width: proposal.width, height: nil))
            let gap: CGFloat = children.isEmpty ? 0 : 6
            return CGSize(width: proposal.width ?? max(label.width, 160), height: label.height + gap + 4)
        }
        placeHiddenLabel(children)
        return CGSize(width: proposal.width ?? 129, height: 16)
    }

    /// A spinner, 20 points square, over its label views (a column at the offered width, centred)
    /// 8 points below it, as iOS draws it: as wide as the wider of the two, the spinner centred.
    private func arrangeSpinner(_ children: ChildItems, _ proposal: ProposedViewSize) -> CGSize {
        let indicator: CGFloat = 20
        guard !children.isEmpty else { return CGSize(width: indicator, height: indicator) }
        let first = placements.count
        let label = arrangeStack(children, axis: .vertical, alignment: .center, spacing: 0, ProposedViewSize(width: proposal.width, height: nil))
        let width = max(label.width, indicator)
        let below = indicator + 8
        offsetPlacements(from: first, by: CGPoint(x: (width - label.width) / 2, y: below))
        return CGSize(width: width, height: below + label.height)
    }

    /// A text field: one line of its text (or prompt) in its font, the offered width, or the
    /// width of that line when none is offered; a rounded border adds 7 points of inset across
    /// and 6 down. Its label, not drawn, sits at its ideal size at the top-leading corner, where
    /// the page keeps it for screen readers.
    func arrangeTextField(_ node: Int, _ field: ResolvedTextField, _ proposal: ProposedViewSize) -> CGSize {
        placeHiddenLabel(children(of: node))
        if field.lines != .single { return arrangeTextArea(node, field, proposal) }
        var line = field.text
        if line.string.isEmpty { line.string = field.prompt.isEmpty ? " " : field.prompt }
        let size = measurer.measured(line, defaultFont: nodes[node].defaultFont).size(width: nil)
        let inset: CGSize = field.style == .roundedBorder ? CGSize(width: 14, height: 12) : .zero
        return CGSize(width: proposal.width ?? size.width + inset.width, height: size.height + inset.height)
    }

    /// Places a control's label views, which the page keeps only for screen readers, as it
    /// draws them: a column at their ideal size at the control's top-leading corner.
    private func placeHiddenLabel(_ children: ChildItems) {
        _ = arrangeStack(children, axis: .vertical, alignment: .leading, spacing: 0, .unspecified)
    }

    /// A vertical text field or a text editor. The field is the offered width (its text's
    /// unwrapped width when none is offered, plus a rounded border's inset) and as many lines
    /// tall as its text (or prompt) wraps to there, kept within its line limits. The editor
    /// takes the offered size; left to choose, it is its text's size plus the 5 points across
    /// and 8 down that inset its text.
    private func arrangeTextArea(_ node: Int, _ field: ResolvedTextField, _ proposal: ProposedViewSize) -> CGSize {
        var content = field.text
        if content.string.isEmpty { content.string = field.prompt.isEmpty ? " " : field.prompt }
        let font = nodes[node].defaultFont
        let text = measurer.measured(content, defaultFont: font)
        var blank = content
        blank.string = " "
        blank.appended = []
        let lineHeight = measurer.measured(blank, defaultFont: font).size(width: nil).height
        let inset: CGSize
        switch field.lines {
        case .editor: inset = CGSize(width: 10, height: 16)
        case .single, .vertical: inset = field.style == .roundedBorder ? CGSize(width: 14, height: 12) : .zero
        }
        let width = proposal.width ?? text.size(width: nil).width + inset.width
        let wrapped = text.size(width: max(width - inset.width, 0)).height
        guard case .vertical(let minimum, let maximum) = field.lines else {
            return CGSize(width: width, height: proposal.height ?? wrapped + inset.height)
        }
        let lines = min(max(Int((wrapped / lineHeight).rounded()), minimum), maximum ?? .max)
        return CGSize(width: width, height: CGFloat(lines) * lineHeight + inset.height)
    }
}
