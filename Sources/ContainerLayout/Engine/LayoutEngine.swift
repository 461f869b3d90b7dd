import ContainerUICore
import Foundation

/// SwiftUI's layout algorithm over a resolved tree: a parent proposes a size, the child chooses
/// its own, the parent places it. Sizes are cached per item and proposal, so a container may ask
/// a child as often as it likes (stacks ask three times) and a subtree is measured once per
/// distinct proposal.
///
/// The engine's state is read and written on every measurement, and no access to it overlaps
/// another (each is a single read, write or append), so its variables are declared without
/// dynamic exclusivity checks, which took a quarter of a layout's instructions.
package final class LayoutEngine {
    /// The nodes, in preorder.
    @exclusivity(unchecked) private(set) var nodes: [LayoutNodeRecord]
    /// The resolved nodes, in the same order.
    @exclusivity(unchecked) private(set) var resolvedNodes: [ResolvedNode]
    /// Each node's id and type name, in the same order, when the engine was made to name its
    /// nodes (for a ``LayoutResult``); empty otherwise.
    private(set) var ids: [String], typeNames: [String]
    @exclusivity(unchecked) private(set) var items: [LayoutItem]
    /// The outermost items of every node's children, node after node (see ``children(of:)``),
    /// in the scratch's memory.
    let childItems: UnsafeMutablePointer<Int>
    /// The outermost items of background and overlay views, layer after layer.
    @exclusivity(unchecked) private(set) var layerItems: [Int]
    /// What list rows' own modifiers set (see ``LayoutNodeRecord/rowParts``).
    @exclusivity(unchecked) private(set) var listRowParts: [ListRowParts]
    /// The frames of `containerRelativeFrame` items.
    @exclusivity(unchecked) private(set) var relativeFrames: [ContainerRelativeFrame]
    /// The frames of flexible-frame items.
    @exclusivity(unchecked) private(set) var flexibleFrames: [FlexibleFrame]
    /// What the `safeAreaInset` items need.
    @exclusivity(unchecked) private(set) var safeAreaInsets: [SafeAreaInsetLayout]
    /// The `alignmentGuide` items' guides and closures.
    let alignmentGuides: [ResolvedAlignmentGuide]
    /// The `scrollTransition` modifiers, for ``LayoutResult``'s drawn effects at rest.
    let scrollTransitions: [ScrollTransitionLayout]
    /// The coordinate spaces views name, with the item whose frame each is.
    let namedSpaces: [(name: AnyHashable, item: Int)]
    /// The 3D rotations and visual effects, with the item each draws.
    let framedEffects: [(key: String, item: Int)]
    /// The items drawn in their container's shape, and the containers' items.
    let concentricShapes: [(key: String, item: Int, container: Int)]
    /// Where right-to-left layout mirrors the frames of a ``LayoutResult``.
    let directionMirroring: DirectionMirroring
    /// The last four proposals and answers of each item, in the scratch's memory (one entry per
    /// item), so that a lookup neither copies an entry nor checks that the storage is unique.
    private let cache: UnsafeMutablePointer<CacheEntry>
    /// Marks the cache entries this engine writes; entries marked otherwise are stale.
    private let generation: UInt64
    /// Where each item was placed, in the scratch's memory like `cache`.
    let frames: UnsafeMutablePointer<CGRect>
    /// The memory the arrays above came from, and go back to when the engine is freed.
    private let scratch: LayoutScratch
    /// The builder's flat child list, kept for its capacity.
    private var builtChildItems: [Int]
    /// The window's size.
    let viewport: CGSize
    /// Whether a scroll view starts scrolled to a target (``LayoutNodeRecord/isInitialScrollTarget``).
    let hasInitialScrollTargets: Bool
    /// The size of the nearest container (the window, a scroll view, a list), for
    /// `containerRelativeFrame`.
    @exclusivity(unchecked) var container: CGSize
    /// The placements of the arrangements being read, innermost last (see ``Arrangement``).
    @exclusivity(unchecked) var placements: [Arrangement.Placement]
    /// The frames containers draw for nodes, in the arrangements being read.
    @exclusivity(unchecked) var nodeFrames: [Arrangement.NodeFrame]
    let measurer: TextMeasurer
    /// Each text node's shaped text, by record, once measured.
    @exclusivity(unchecked) var measuredTexts: [MeasuredText?]
    /// One pass of each custom layout, by node: its cache lives as long as this engine.
    @exclusivity(unchecked) var layoutSessions: [Int: (session: LayoutSession, subviews: CustomLayoutSubviews)] = [:]
    /// What each `ViewThatFits` placed decided, by node id.
    @exclusivity(unchecked) var viewThatFitsChoices: [String: ViewThatFitsChoice] = [:]
    /// Where stacks that align by guides put their children when placed, by node id, when the
    /// engine was asked to note it (``layOutNoting()``).
    @exclusivity(unchecked) var guidedArrangements: [String: GuidedArrangement]?
    /// The frame of each `GeometryReader` placed, in the window, by node id (see
    /// ``geometryReaderProxies``).
    @exclusivity(unchecked) var geometryReaderFrames: [String: CGRect] = [:]
    /// The proposal each custom layout's content was placed with, by node id, when the engine was
    /// asked to note it (``layOutNoting()``).
    @exclusivity(unchecked) var customLayoutProposals: [String: ProposedViewSize]?
    /// The lines each text placed shows where a frame's height leaves some out, by node id, when
    /// the engine was asked to note it (``layOutNoting()``).
    @exclusivity(unchecked) var textLinesShown: [String: Int]?
    /// Where items were placed before a container drew their node's frame over them (a list
    /// row's content, under the row's frame), by item; kept only when there are scroll
    /// transitions, which draw, and follow the scrolling of, the content's box.
    @exclusivity(unchecked) var placedFrames: [Int: CGRect] = [:]
    /// The `ViewThatFits` node being placed, whose next arrangement is its placement's, or -1.
    @exclusivity(unchecked) var placedViewThatFits = -1

    /// An engine for `root` in a window of `viewport`; `namesNodes` keeps each node's id and type
    /// name as the tree is read, for ``run()``.
    package init(root: ResolvedNode, viewport: CGSize, measurer: TextMeasurer = .shared, namesNodes: Bool = false) {
        self.measurer = measurer
        self.viewport = viewport
        container = viewport
        scratch = LayoutScratch.Pool.shared.take()
        var builder = LayoutTreeBuilder()
        swap(&builder, &scratch.tree)
        builder.namesNodes = namesNodes
        builder.add(root, inherited: LayoutTreeBuilder.Inherited())
        nodes = builder.nodes
        resolvedNodes = builder.resolvedNodes
        items = builder.items
        builtChildItems = builder.childItems
        layerItems = builder.layerItems
        listRowParts = builder.listRowParts
        relativeFrames = builder.relativeFrames
        flexibleFrames = builder.flexibleFrames
        safeAreaInsets = builder.safeAreaInsets
        alignmentGuides = builder.alignmentGuides
        scrollTransitions = builder.scrollTransitions
        namedSpaces = builder.namedSpaces
        framedEffects = builder.framedEffects
        concentricShapes = builder.concentricShapes
        directionMirroring = builder.directionMirroring
        ids = builder.ids
        typeNames = builder.typeNames
        hasInitialScrollTargets = builder.hasInitialScrollTargets
        _ = consume builder
        scratch.reserve(items: items.count, children: builtChildItems.count)
        childItems = scratch.children.base
        childItems.initialize(from: builtChildItems, count: builtChildItems.count)
        cache = scratch.cache.base
        generation = scratch.nextGeneration()
        frames = scratch.frames.base
        frames.initialize(repeating: .zero, count: items.count)
        placements = []
        nodeFrames = []
        measuredTexts = []
        swap(&placements, &scratch.placements)
        swap(&nodeFrames, &scratch.nodeFrames)
        swap(&measuredTexts, &scratch.measuredTexts)
        measuredTexts.append(contentsOf: repeatElement(nil, count: nodes.count))
    }

    /// Moves the arrays back into the scratch and gives it to the pool for the next engine.
    deinit {
        swap(&nodes, &scratch.tree.nodes)
        swap(&resolvedNodes, &scratch.tree.resolvedNodes)
        swap(&items, &scratch.tree.items)
        swap(&builtChildItems, &scratch.tree.childItems)
        swap(&layerItems, &scratch.tree.layerItems)
        swap(&listRowParts, &scratch.tree.listRowParts)
        swap(&relativeFrames, &scratch.tree.relativeFrames)
        swap(&flexibleFrames, &scratch.tree.flexibleFrames)
        swap(&safeAreaInsets, &scratch.tree.safeAreaInsets)
        swap(&ids, &scratch.tree.ids)
        swap(&typeNames, &scratch.tree.typeNames)
        swap(&placements, &scratch.placements)
        swap(&nodeFrames, &scratch.nodeFrames)
        swap(&measuredTexts, &scratch.measuredTexts)
        LayoutScratch.Pool.shared.give(scratch)
    }

    /// The size the outermost item of `node` (a record index) takes for `proposal`.
    package func size(ofNode node: Int, _ proposal: ProposedViewSize) -> CGSize {
        size(nodes[node].outer, proposal)
    }

    /// The size `item` takes for `proposal`.
    func size(_ item: Int, _ proposal: ProposedViewSize) -> CGSize {
        let container = self.container
        let key = CacheEntry.Key(proposal)
        if cache[item].generation == generation, cache[item].container == container, let size = cache[item].size(for: key) {
            return size
        }
        let result = computeSize(item, proposal)
        if cache[item].generation != generation || cache[item].container != container {
            cache[item] = CacheEntry(container: container, generation: generation)
        }
        cache[item].insert(result, for: key)
        return result
    }

    private func computeSize(_ item: Int, _ proposal: ProposedViewSize) -> CGSize {
        switch items[item].role {
        case .content: return contentSize(items[item].node, proposal)
        case .layer, .offset, .alignmentGuide: return size(items[item].inner, proposal)
        default: return modifierSize(item, proposal).size
        }
    }

    /// Places `item` with its top-leading corner at `origin`, sized for `proposal`.
    func place(_ item: Int, at origin: CGPoint, _ proposal: ProposedViewSize) {
        place(item, at: origin, proposal, size: size(item, proposal))
    }

    /// Places `item`, whose size for `proposal` is known to be `size`, with its top-leading
    /// corner at `origin`.
    private func place(_ item: Int, at origin: CGPoint, _ proposal: ProposedViewSize, size: CGSize) {
        let inner = items[item].inner
        frames[item] = CGRect(origin: origin, size: size)
        switch items[item].role {
        case .content:
            placeContent(items[item].node, in: CGRect(origin: origin, size: size), proposal)
        case .offset(let offset):
            place(inner, at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), proposal)
            frames[item] = frames[inner]
        case .position(let point):
            let child = self.size(inner, proposal)
            place(inner, at: CGPoint(x: origin.x + point.x - child.width / 2, y: origin.y + point.y - child.height / 2), proposal, size: child)
        case .alignmentGuide:
            place(inner, at: origin, proposal, size: size)
        case .layer(let layerItems, let alignment):
            place(inner, at: origin, proposal)
            let bounds = frames[inner]
            let byGuides = nodes[items[item].node].providesGuides || alignment.isCustom
            for layer in layerItems {
                if byGuides {
                    placeLayerByGuides(self.layerItems[layer], over: inner, proposal, in: bounds, alignment: alignment)
                } else {
                    placeAligned(self.layerItems[layer], in: bounds, alignment: alignment, ProposedViewSize(bounds.size))
                }
            }
        case .safeAreaInset(let index):
            let inset = safeAreaInsets[index]
            let (_, childProposal, childSize, _) = modifierSize(item, proposal)
            let padding = inset.padsContent ? inset.insets(safeAreaInsetLength(inset, proposal)) : EdgeInsets()
            place(inner, at: CGPoint(x: origin.x + padding.leading, y: origin.y + padding.top), childProposal, size: childSize)
            // The views are drawn over the whole frame, as an overlay aligned at the edge.
            let bounds = CGRect(origin: origin, size: size)
            for layer in inset.items { placeAligned(layerItems[layer], in: bounds, alignment: inset.alignment, ProposedViewSize(bounds.size)) }
        default:
            let (offset, childProposal, childSize) = innerOffset(item, proposal, size: size)
            place(inner, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), childProposal, size: childSize)
        }
    }

    /// Where a modifier item of `size` (a frame, a padding, ...) puts its inner item, relative to
    /// its own origin, with the inner item's proposal and size: aligned by the fractions of the
    /// sizes, or, for a frame whose alignment is custom or whose content has explicit guides, so
    /// that the content's guide lies on the frame's default value of it.
    func innerOffset(_ item: Int, _ proposal: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize, CGSize) {
        let (_, childProposal, childSize, alignment) = modifierSize(item, proposal)
        let bounds = inset(CGRect(origin: .zero, size: size), item)
        if isFrame(item), nodes[items[item].node].providesGuides || alignment.isCustom {
            let inner = items[item].inner
            let child = dimensions(inner, childProposal, size: childSize)
            let frame = ViewDimensions(size: bounds.size)
            return (CGPoint(x: bounds.minX + defaultGuide(.horizontal(alignment.horizontal), frame) - child[alignment.horizontal],
                            y: bounds.minY + defaultGuide(.vertical(alignment.vertical), frame) - child[alignment.vertical]), childProposal, childSize)
        }
        return (CGPoint(x: bounds.minX + (bounds.width - childSize.width) * alignment.horizontal.fraction,
                        y: bounds.minY + (bounds.height - childSize.height) * alignment.vertical.fraction), childProposal, childSize)
    }

    /// Places `item` aligned inside `bounds`.
    func placeAligned(_ item: Int, in bounds: CGRect, alignment: Alignment, _ proposal: ProposedViewSize) {
        let size = self.size(item, proposal)
        let x = bounds.minX + (bounds.width - size.width) * alignment.horizontal.fraction
        let y = bounds.minY + (bounds.height - size.height) * alignment.vertical.fraction
        place(item, at: CGPoint(x: x, y: y), proposal, size: size)
    }

    /// The frame of a node: its outermost item's.
    func frame(ofNode node: Int) -> CGRect {
        frames[nodes[node].outer]
    }

    /// `rect` less the item's padding, when it is a padding.
    private func inset(_ rect: CGRect, _ item: Int) -> CGRect {
        guard case .padding(let insets) = items[item].role else { return rect }
        return CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                      width: max(rect.width - insets.horizontal, 0), height: max(rect.height - insets.vertical, 0))
    }
}

extension HorizontalAlignment {
    /// 0 for leading, ½ for center, 1 for trailing (custom guides are never aligned by a
    /// fraction: containers aligning on one go by the guides' values).
    var fraction: CGFloat {
        switch value {
        case .leading: 0
        case .center, .custom: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// 0 for top, ½ for center, 1 for bottom and the text baselines, whose default value (a view
    /// without text) is the bottom (stacks aligning on a baseline go by the guides' values).
    var fraction: CGFloat {
        switch value {
        case .top: 0
        case .center, .custom: 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: 1
        }
    }

    /// Whether the guide is a text baseline.
    var isTextBaseline: Bool {
        switch value {
        case .firstTextBaseline, .lastTextBaseline: true
        default: false
        }
    }
}
