import ContainerUICore
import Foundation

/// A custom `Layout`: its subviews are measured by the engine, and its own `sizeThatFits` and
/// `placeSubviews` decide its size and where each subview goes.
extension LayoutEngine {
    func arrangeCustomLayout(_ node: Int, _ layout: ResolvedLayout, _ proposal: ProposedViewSize) -> CGSize {
        let (_, subviews, bounds) = placeCustomLayoutSubviews(node, layout, proposal)
        placements.append(contentsOf: subviews.placements)
        return bounds.size
    }

    /// The custom layout's explicit value of `key` for `proposal` (its `explicitAlignment`,
    /// asked with its subviews placed in bounds at the origin, so that the default can merge
    /// theirs), or `nil`, for the guide's default.
    func customLayoutExplicitGuide(_ node: Int, _ layout: ResolvedLayout, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        let (session, _, bounds) = placeCustomLayoutSubviews(node, layout, proposal)
        return session.explicitAlignment(key, bounds, proposal)
    }

    /// Whether the custom layout `node` gives no explicit value of `key` whatever it is offered:
    /// its `explicitAlignment` for the axis is known to be the default, which merges its
    /// subviews' values, and no subview has one (text baselines excepted, which text has of its
    /// own). Its guides are then answered without sizing it and placing its subviews.
    func customLayoutAnswersNoGuide(_ node: Int, _ key: AlignmentKey) -> Bool {
        guard !key.isTextBaseline, case .layout(let layout) = resolvedNodes[node].kind, layout.answersByDefault(key) else { return false }
        return !resolvedNodes[node].children.contains { $0.providesExplicitGuides || $0.mayProvideLayoutGuides }
    }

    /// Whether the tree's root, a custom layout, gives a value of either of `alignment`'s guides
    /// when offered no size: a renderer asks before laying a whole page out to align a stack by
    /// what its layouts answer.
    package func rootAnswersGuides(of alignment: Alignment) -> Bool {
        let item = nodes[0].content
        return explicitGuide(item, .horizontal(alignment.horizontal), .unspecified) != nil
            || explicitGuide(item, .vertical(alignment.vertical), .unspecified) != nil
    }

    /// Sizes the custom layout for `proposal` and places its subviews in bounds of that size at
    /// the origin.
    private func placeCustomLayoutSubviews(_ node: Int, _ layout: ResolvedLayout, _ proposal: ProposedViewSize)
        -> (session: LayoutSession, subviews: CustomLayoutSubviews, bounds: CGRect) {
        let (session, subviews) = layoutSession(node, layout)
        let bounds = CGRect(origin: .zero, size: session.sizeThatFits(proposal))
        session.placeSubviews(bounds, proposal)
        subviews.placeUnplaced(in: bounds.size, proposal)
        return (session, subviews, bounds)
    }

    /// The size a custom layout chooses for `proposal`, its subviews left unplaced.
    func customLayoutSize(_ node: Int, _ layout: ResolvedLayout, _ proposal: ProposedViewSize) -> CGSize {
        layoutSession(node, layout).session.sizeThatFits(proposal)
    }

    /// The node's layout pass, made on first use: `makeCache` runs once per engine, and every
    /// measurement and placement of the container shares that cache, as in SwiftUI.
    private func layoutSession(_ node: Int, _ layout: ResolvedLayout) -> (session: LayoutSession, subviews: CustomLayoutSubviews) {
        if let existing = layoutSessions[node] { return existing }
        let subviews = CustomLayoutSubviews(engine: self, node: node)
        let session = layout.makeSession(LayoutSubviews(host: subviews, count: subviews.origins.count))
        layoutSessions[node] = (session, subviews)
        return (session, subviews)
    }
}

/// The subviews of one custom layout node, measured by the engine, and where the layout placed
/// them (a subview it never places is centred in the container, offered the container's proposal,
/// as SwiftUI places it).
final class CustomLayoutSubviews: LayoutSubviewsHost {
    /// The engine owns this object (through its layout sessions), never the other way round.
    private unowned let engine: LayoutEngine
    private let node: Int
    private let children: ChildItems
    /// Where each subview was placed, relative to the container's top-leading corner. Written
    /// one element at a time by `place`, read by the engine between layout calls: no access
    /// overlaps another, so neither is checked for exclusivity at run time.
    @exclusivity(unchecked) private(set) var origins: [CGPoint]
    /// The proposal each subview was placed with.
    @exclusivity(unchecked) private(set) var proposals: [ProposedViewSize]
    /// Whether the layout placed each subview in its last `placeSubviews`.
    @exclusivity(unchecked) private var placed: [Bool]

    init(engine: LayoutEngine, node: Int) {
        self.engine = engine
        self.node = node
        children = engine.children(of: node)
        origins = Array(repeating: .zero, count: children.count)
        proposals = Array(repeating: .unspecified, count: children.count)
        placed = Array(repeating: false, count: children.count)
    }

    /// Centres each subview the layout did not place in a container of `size`, offered the
    /// container's `proposal`; then forgets the placements, for the next pass.
    func placeUnplaced(in size: CGSize, _ proposal: ProposedViewSize) {
        for index in placed.indices {
            defer { placed[index] = false }
            guard !placed[index] else { continue }
            let child = sizeThatFits(subview: index, proposal)
            origins[index] = CGPoint(x: (size.width - child.width) / 2, y: (size.height - child.height) / 2)
            proposals[index] = proposal
        }
    }

    // Each reads `engine` (which traps once the engine is gone) before `children`, whose
    // memory the engine owns.

    func sizeThatFits(subview index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let engine = self.engine
        return engine.size(children[index], proposal)
    }

    func dimensions(ofSubview index: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        let engine = self.engine
        let item = children[index]
        return engine.dimensions(item, proposal, size: engine.size(item, proposal))
    }

    func containerValues(ofSubview index: Int) -> ContainerValues {
        let engine = self.engine
        return engine.resolvedNodes[engine.items[children[index]].node].containerValues
    }

    func priority(ofSubview index: Int) -> Double {
        let engine = self.engine
        return engine.nodes[engine.items[children[index]].node].priority
    }

    func spacing(ofSubview index: Int) -> ViewSpacing {
        let engine = self.engine
        return engine.nodes[engine.items[children[index]].node].isSpacer ? .zero : ViewSpacing()
    }

    func place(subview index: Int, at origin: CGPoint, proposal: ProposedViewSize) {
        origins[index] = origin
        proposals[index] = proposal
        placed[index] = true
    }

    /// Each subview's item where the layout last placed it, with its proposal.
    var placements: LazyMapSequence<Range<Int>, Arrangement.Placement> {
        children.indices.lazy.map { Arrangement.Placement(item: self.children[$0], origin: self.origins[$0], proposal: self.proposals[$0]) }
    }

    func mergedExplicitValue(of key: AlignmentKey) -> CGFloat? {
        let engine = self.engine
        return engine.mergedExplicitGuide(key, Array(placements))
    }
}
