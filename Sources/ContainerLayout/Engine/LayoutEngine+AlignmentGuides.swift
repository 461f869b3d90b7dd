import ContainerUICore
import Foundation

/// Alignment guides, as SwiftUI has them: a container aligning on a guide lines up its
/// children's values of the guide, each the child's explicit value (`alignmentGuide`, on the
/// child or reaching it from the children of its stacks) or else the guide's default in the
/// child's size. Only nodes the builder marked (``LayoutNodeRecord/providesGuides`` and
/// ``LayoutNodeRecord/alignsByGuides``) come here; every other container aligns by fractions of
/// sizes, which gives the same places.
extension LayoutEngine {
    /// The explicit value of `key` that `item`, offered `proposal`, gives its parent, or `nil`:
    /// an `alignmentGuide`'s closure of the inner item's dimensions, passed out through the
    /// other modifiers (offset by where they put their content), and through stacks and
    /// `ZStack`s, which give the average of their children's explicit values, each offset by the
    /// child's place.
    func explicitGuide(_ item: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        let node = items[item].node
        guard nodes[node].providesGuides || (key.isTextBaseline && (nodes[node].providesBaselines || nodes[node].arranger != nil)) else { return nil }
        // A custom layout whose guides are all defaults, without an `alignmentGuide` of its own.
        if nodes[node].isCustomLayout, !resolvedNodes[node].providesExplicitGuides, customLayoutAnswersNoGuide(node, key) { return nil }
        let inner = items[item].inner
        switch items[item].role {
        case .content:
            if nodes[node].providesBaselines, case .vertical(let guide) = key, guide.isTextBaseline {
                return textBaseline(node, last: guide == .lastTextBaseline, proposal)
            }
            return containerExplicitGuide(node, key, proposal)
        case .alignmentGuide(let index):
            let guide = alignmentGuides[index]
            guard guide.key == key else { return explicitGuide(inner, key, proposal) }
            return guide.computeValue(dimensions(inner, proposal, size: size(inner, proposal)))
        case .layer, .offset:
            // An offset moves the drawing, not the view's place in its parent's layout.
            return explicitGuide(inner, key, proposal)
        case .position(let point):
            guard let value = explicitGuide(inner, key, proposal) else { return nil }
            let child = size(inner, proposal)
            return value + key.along(x: point.x - child.width / 2, y: point.y - child.height / 2)
        case .safeAreaInset(let index):
            guard let value = explicitGuide(inner, key, modifierSize(item, proposal).childProposal) else { return nil }
            let inset = safeAreaInsets[index]
            let padding = inset.padsContent ? inset.insets(safeAreaInsetLength(inset, proposal)) : EdgeInsets()
            return value + key.along(x: padding.leading, y: padding.top)
        default:
            let (offset, childProposal, _) = innerOffset(item, proposal, size: size(item, proposal))
            guard let value = explicitGuide(inner, key, childProposal) else { return nil }
            return value + key.along(x: offset.x, y: offset.y)
        }
    }

    /// The dimensions of `item`, offered `proposal` and taking `size`: its explicit guides (and
    /// a text's baselines) are computed when read.
    func dimensions(_ item: Int, _ proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        guard nodes[items[item].node].providesGuides || nodes[items[item].node].providesBaselines else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in explicitGuide(item, key, proposal) }
    }

    /// The value of `key` in `item`: explicit, else the default in `size`.
    func guide(_ item: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        explicitGuide(item, key, proposal) ?? defaultGuide(key, ViewDimensions(size: size))
    }

    /// A guide's default value: built-in guides at the fractions the engine aligns them by (text
    /// baselines as top and bottom), custom ones their ``AlignmentID/defaultValue(in:)``.
    func defaultGuide(_ key: AlignmentKey, _ dimensions: ViewDimensions) -> CGFloat {
        switch key {
        case .horizontal(let guide) where !guide.isCustom: dimensions.width * guide.fraction
        case .vertical(let guide) where !guide.isCustom: dimensions.height * guide.fraction
        default: key.defaultValue(in: dimensions)
        }
    }

    /// A stack's or `ZStack`'s explicit value of `key`: its children's, each placed as in the
    /// arrangement for `proposal`, merged (``mergedExplicitGuide(_:_:)``); a custom layout's, its
    /// `explicitAlignment`; `nil` for other nodes.
    private func containerExplicitGuide(_ node: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        if nodes[node].isCustomLayout, case .layout(let layout) = resolvedNodes[node].kind {
            return customLayoutExplicitGuide(node, layout, key, proposal)
        }
        guard nodes[node].arranger != nil, nodes[node].childCount > 0 else { return nil }
        let mark = arrangementMark
        let arrangement = arrange(node, proposal)
        defer { dropArrangements(to: mark) }
        return mergedExplicitGuide(key, arrangement.placements.lazy.map { self.placements[$0] })
    }

    /// The explicit values of `key` of children placed at `placed`, each offset by the child's
    /// origin, merged as SwiftUI's containers merge them: the average, except that a first text
    /// baseline is the first child's that has one and a last one the last child's (as a flex
    /// box's baselines are); `nil` when no child has one.
    func mergedExplicitGuide<Placed: BidirectionalCollection>(_ key: AlignmentKey, _ placed: Placed) -> CGFloat?
    where Placed.Element == Arrangement.Placement {
        if case .vertical(let guide) = key, guide.isTextBaseline {
            let valued = { (placement: Arrangement.Placement) in self.explicitGuide(placement.item, key, placement.proposal).map { $0 + placement.origin.y } }
            return guide == .lastTextBaseline ? placed.reversed().lazy.compactMap(valued).first : placed.lazy.compactMap(valued).first
        }
        var total: CGFloat = 0, count: CGFloat = 0
        for placement in placed {
            guard let value = explicitGuide(placement.item, key, placement.proposal) else { continue }
            total += value + key.along(x: placement.origin.x, y: placement.origin.y)
            count += 1
        }
        return count > 0 ? total / count : nil
    }

    /// Aligns children of `sizes` (offered `proposals`) on `key` across a stack: each child's
    /// guide value lies on one line; returns each child's offset across and the length of their
    /// union.
    func alignByGuides(_ children: ChildItems, _ key: AlignmentKey, sizes: (Int) -> CGSize, proposals: (Int) -> ProposedViewSize,
                       offsets: UnsafeMutableBufferPointer<CGFloat>) -> CGFloat {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in children.indices {
            let size = sizes(index)
            let value = guide(children[index], key, proposals(index), size: size)
            offsets[index] = -value
            low = min(low, -value)
            high = max(high, key.along(x: size.width, y: size.height) - value)
        }
        for index in children.indices { offsets[index] -= low }
        return high - low
    }

    /// Places a background or overlay view so that its guide lies on the modified content's.
    func placeLayerByGuides(_ layer: Int, over content: Int, _ proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment) {
        let layerProposal = ProposedViewSize(bounds.size)
        let size = self.size(layer, layerProposal)
        let horizontal = AlignmentKey.horizontal(alignment.horizontal), vertical = AlignmentKey.vertical(alignment.vertical)
        let x = guide(content, horizontal, proposal, size: bounds.size) - guide(layer, horizontal, layerProposal, size: size)
        let y = guide(content, vertical, proposal, size: bounds.size) - guide(layer, vertical, layerProposal, size: size)
        place(layer, at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), layerProposal)
    }

    /// Whether `item` is a frame, whose alignment places its content.
    func isFrame(_ item: Int) -> Bool {
        switch items[item].role {
        case .frame, .flexibleFrame, .containerRelative: true
        default: false
        }
    }
}

/// Where a stack or `ZStack` that aligns by guides put its children when it was placed: its
/// content's size, and each child's origin and proposal.
package struct GuidedArrangement: Equatable {
    /// The size of the container's content.
    package var size: CGSize
    /// Each child's origin, relative to the content's.
    package var origins: [CGPoint]
    /// Each child's proposal.
    package var proposals: [ProposedViewSize]
    /// Each child's size.
    package var sizes: [CGSize]
    /// Whether a child has an explicit value of a guide the container aligns on.
    package var hasExplicitValues: Bool
}

extension LayoutEngine {
    /// Notes the arrangement of a container aligning by guides, being placed.
    func noteGuidedArrangement(_ node: Int, _ arrangement: Arrangement) {
        let placed = arrangement.placements.map { placements[$0] }
        let keys: [AlignmentKey] = switch nodes[node].arranger {
        case .stack(let axis, let alignment, _): [axis == .vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)]
        case .zStack(let alignment): [.horizontal(alignment.horizontal), .vertical(alignment.vertical)]
        case .root, nil: []
        }
        guidedArrangements?[resolvedNodes[node].id] = GuidedArrangement(
            size: arrangement.size, origins: placed.map(\.origin), proposals: placed.map(\.proposal),
            sizes: placed.map { size($0.item, $0.proposal) },
            hasExplicitValues: keys.contains { key in placed.contains { explicitGuide($0.item, key, $0.proposal) != nil } })
    }
}

extension AlignmentKey {
    /// `x` for a horizontal guide, `y` for a vertical one.
    func along(x: CGFloat, y: CGFloat) -> CGFloat {
        if case .horizontal = self { x } else { y }
    }

    /// Whether the guide is a text baseline.
    var isTextBaseline: Bool {
        if case .vertical(let guide) = self { guide.isTextBaseline } else { false }
    }
}
