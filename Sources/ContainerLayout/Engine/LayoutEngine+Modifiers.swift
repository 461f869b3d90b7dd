import ContainerUICore
import Foundation

/// The layout modifiers: each proposes something to the item inside, then chooses its own size
/// from the answer, and says how the inner item is aligned in it.
extension LayoutEngine {
    typealias ModifierLayout = (size: CGSize, childProposal: ProposedViewSize, childSize: CGSize, alignment: Alignment)

    func modifierSize(_ item: Int, _ proposal: ProposedViewSize) -> ModifierLayout {
        let innerItem = items[item].inner
        switch items[item].role {
        case .padding(let insets):
            return padded(innerItem, by: insets, proposal)
        case .safeAreaInset(let index):
            let inset = safeAreaInsets[index]
            guard inset.padsContent else {
                let child = size(innerItem, proposal)
                return (child, proposal, child, .center)
            }
            return padded(innerItem, by: inset.insets(safeAreaInsetLength(inset, proposal)), proposal)
        case .frame(let frame):
            let inner = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
            let child = size(innerItem, inner)
            return (CGSize(width: frame.width ?? child.width, height: frame.height ?? child.height), inner, child, frame.alignment)
        case .flexibleFrame(let index):
            return flexibleFrame(flexibleFrames[index], innerItem, proposal)
        case .fixedSize(let horizontal, let vertical):
            let inner = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            let child = size(innerItem, inner)
            return (child, inner, child, .center)
        case .containerRelative(let index):
            let frame = relativeFrames[index]
            let container = self.container
            var inner = proposal
            if frame.axes.contains(.horizontal) { inner.width = frame.length(for: container.width, axis: .horizontal) }
            if frame.axes.contains(.vertical) { inner.height = frame.length(for: container.height, axis: .vertical) }
            let child = size(innerItem, inner)
            let own = CGSize(width: frame.axes.contains(.horizontal) ? inner.width ?? child.width : child.width,
                             height: frame.axes.contains(.vertical) ? inner.height ?? child.height : child.height)
            return (own, inner, child, frame.alignment)
        case .aspectRatio(let ratio, let mode):
            let ideal = size(innerItem, .unspecified)
            let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
            let inner = Self.aspectProposal(proposal, ratio: aspect, mode: mode)
            let child = size(innerItem, inner)
            return (child, inner, child, .center)
        case .position:
            let child = size(innerItem, proposal)
            return (proposal.replacingUnspecifiedDimensions(), proposal, child, .center)
        case .content, .layer, .offset, .alignmentGuide:
            let child = size(innerItem, proposal)
            return (child, proposal, child, .center)
        }
    }

    /// `padding`: the proposal less the insets goes to the inner item, which is placed inside them.
    private func padded(_ innerItem: Int, by insets: EdgeInsets, _ proposal: ProposedViewSize) -> ModifierLayout {
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                                     height: proposal.height.map { max($0 - insets.vertical, 0) })
        let child = size(innerItem, inner)
        return (CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical), inner, child, .topLeading)
    }

    /// The room a `safeAreaInset` takes from the modified view, offered `proposal`: its views'
    /// length along the inset's axis, proposed the view's length along the edge and nothing
    /// across it, plus the spacing.
    func safeAreaInsetLength(_ inset: SafeAreaInsetLayout, _ proposal: ProposedViewSize) -> CGFloat {
        let vertical = inset.edge == .top || inset.edge == .bottom
        let along = vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
        var length: CGFloat = 0
        for layer in inset.items {
            let size = self.size(layerItems[layer], along)
            length = max(length, vertical ? size.height : size.width)
        }
        return length + inset.spacing
    }

    /// A scroll view's or list's content margins for `proposal`: its `contentMargins`, plus the
    /// room its own `safeAreaInset`s take.
    func scrollMargins(_ node: Int, _ proposal: ProposedViewSize) -> EdgeInsets {
        var margins = nodes[node].contentMargins ?? EdgeInsets()
        for index in nodes[node].safeAreaInsets {
            let inset = safeAreaInsets[Int(index)]
            margins = margins + inset.insets(safeAreaInsetLength(inset, proposal))
        }
        return margins
    }

    /// SwiftUI's flexible frame, per axis: the proposal clamped to the bounds goes to the child;
    /// the frame then takes the child's size, raised towards the proposal (up to `max`) when the
    /// proposal is larger, lowered towards it (down to `min`) when smaller, and clamped.
    /// An unspecified proposal uses the ideal length when one is given.
    private func flexibleFrame(_ frame: FlexibleFrame, _ inner: Int, _ proposal: ProposedViewSize) -> ModifierLayout {
        let width = proposal.width ?? frame.idealWidth
        let height = proposal.height ?? frame.idealHeight
        let childProposal = ProposedViewSize(
            width: width.map { Self.clamp($0, frame.minWidth, frame.maxWidth) },
            height: height.map { Self.clamp($0, frame.minHeight, frame.maxHeight) }
        )
        let child = size(inner, childProposal)
        let own = CGSize(
            width: Self.flexibleLength(proposed: width, child: child.width, minimum: frame.minWidth, maximum: frame.maxWidth),
            height: Self.flexibleLength(proposed: height, child: child.height, minimum: frame.minHeight, maximum: frame.maxHeight)
        )
        return (own, childProposal, child, frame.alignment)
    }

    static func flexibleLength(proposed: CGFloat?, child: CGFloat, minimum: CGFloat?, maximum: CGFloat?) -> CGFloat {
        var length = child
        if let proposed {
            if let maximum, proposed > length { length = min(proposed, maximum) }
            if let minimum, proposed < length { length = max(proposed, minimum) }
        }
        return clamp(length, minimum, maximum)
    }

    static func clamp(_ value: CGFloat, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat {
        var result = value
        if let maximum { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }

    /// The largest size of `ratio` inside the proposal (`fit`), or the smallest around it (`fill`).
    static func aspectProposal(_ proposal: ProposedViewSize, ratio: CGFloat, mode: ContentMode) -> ProposedViewSize {
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?) where width.isFinite && height.isFinite:
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            let chosen = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(chosen)
        case (let width?, _) where width.isFinite: return ProposedViewSize(width: width, height: width / ratio)
        case (_, let height?) where height.isFinite: return ProposedViewSize(width: height * ratio, height: height)
        default: return proposal
        }
    }
}
