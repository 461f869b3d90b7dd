import ContainerUICore
import Foundation

/// Turns a resolved tree into the engine's node records and items: what flows down (default
/// font, content margins, the parent stack's axis) is fixed here, once. The engine keeps the
/// result as constants, which it reads without exclusivity checks.
struct LayoutTreeBuilder {
    var nodes: [LayoutNodeRecord] = []
    var resolvedNodes: [ResolvedNode] = []
    var items: [LayoutItem] = []
    var childItems: [Int] = []
    /// The outermost items of background and overlay views, layer after layer.
    var layerItems: [Int] = []
    /// What list rows' `listRowInsets`, `listRowBackground` and `badge` set, for the nodes whose
    /// `rowParts` points here.
    var listRowParts: [ListRowParts] = []
    /// The frames of `containerRelativeFrame` items.
    var relativeFrames: [ContainerRelativeFrame] = []
    /// The frames of flexible-frame items, kept apart so that items stay small.
    var flexibleFrames: [FlexibleFrame] = []
    /// What `safeAreaInset` items need, kept apart so that items stay small.
    var safeAreaInsets: [SafeAreaInsetLayout] = []
    /// Whether to keep each node's id and type name for a ``LayoutResult``, read while the
    /// node is at hand rather than from every node's storage again at the end; renderers, which
    /// never ask, leave them out.
    var namesNodes = false
    /// Each node's id, by record, when `namesNodes`.
    var ids: [String] = []
    /// Each node's type name, by record, when `namesNodes`.
    var typeNames: [String] = []
    /// Whether a node is the scroll target its scroll view shows first.
    var hasInitialScrollTargets = false
    /// The `alignmentGuide` modifiers, for the items whose role points here; rare, so not kept
    /// for the next tree.
    var alignmentGuides: [ResolvedAlignmentGuide] = []
    /// The `scrollTransition` modifiers and the items they wrap; rare, so not kept either.
    var scrollTransitions: [ScrollTransitionLayout] = []
    /// The coordinate spaces views name (`coordinateSpace(name:)`, and the private ones of the
    /// views anchors are taken from), with the item each names.
    var namedSpaces: [(name: AnyHashable, item: Int)] = []
    /// The `rotation3DEffect` and `visualEffect` modifiers, keyed by
    /// ``LayoutNotes/effectKey(node:modifier:)``, with the item each draws (whose frame sets a
    /// rotation's perspective and is a visual effect's geometry); rare, so not kept either.
    var framedEffects: [(key: String, item: Int)] = []
    /// The items drawn in a container's shape by a `ContainerRelativeShape` (the shape itself,
    /// by its node's id, or a clip or background, by ``LayoutNotes/effectKey(node:modifier:)``)
    /// and the item whose frame is the container's.
    var concentricShapes: [(key: String, item: Int, container: Int)] = []
    /// Where right-to-left layout mirrors frames; rare, so not kept either.
    var directionMirroring = DirectionMirroring()

    /// Empties every array, keeping its capacity.
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        resolvedNodes.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        childItems.removeAll(keepingCapacity: true)
        layerItems.removeAll(keepingCapacity: true)
        listRowParts.removeAll(keepingCapacity: true)
        relativeFrames.removeAll(keepingCapacity: true)
        flexibleFrames.removeAll(keepingCapacity: true)
        safeAreaInsets.removeAll(keepingCapacity: true)
        ids.removeAll(keepingCapacity: true)
        typeNames.removeAll(keepingCapacity: true)
        namesNodes = false
        hasInitialScrollTargets = false
        alignmentGuides = []
        scrollTransitions = []
        namedSpaces = []
        framedEffects = []
        concentricShapes = []
        directionMirroring = DirectionMirroring()
    }

    /// The bytes the arrays hold on to.
    var footprint: Int {
        nodes.capacity * MemoryLayout<LayoutNodeRecord>.stride
            + resolvedNodes.capacity * MemoryLayout<ResolvedNode>.stride
            + items.capacity * MemoryLayout<LayoutItem>.stride
            + (childItems.capacity + layerItems.capacity) * MemoryLayout<Int>.stride
            + listRowParts.capacity * MemoryLayout<ListRowParts>.stride
            + relativeFrames.capacity * MemoryLayout<ContainerRelativeFrame>.stride
            + flexibleFrames.capacity * MemoryLayout<FlexibleFrame>.stride
            + safeAreaInsets.capacity * MemoryLayout<SafeAreaInsetLayout>.stride
            + (ids.capacity + typeNames.capacity) * MemoryLayout<String>.stride
    }

    struct Inherited {
        var stackAxis: Axis?
        var textFont = DefaultTextFont.body
        var isUppercased = false
        var contentMargins: EdgeInsets?
        /// Set when the parent is a list: whether its headers are grouped-style.
        var parentListIsGrouped: Bool?
        /// The item of the nearest view setting `containerShape(_:)`, or -1.
        var containerShapeItem = -1
        /// The direction the parent lays the node out in.
        var layoutDirection = LayoutDirection.leftToRight
        /// Whether the heights offered below come from a frame of the tree (see
        /// ``LayoutNodeRecord/isHeightBounded``).
        var isHeightBounded = false
    }

    /// Adds `node` and its subtree; returns its record's index. The node's modifiers are read in
    /// one pass, before its children: its items are numbered content first, then each layout
    /// modifier; the views of background and overlay layers are added after the children, so
    /// that records stay in the result's order.
    @discardableResult
    mutating func add(_ node: ResolvedNode, inherited: Inherited) -> Int {
        let index = nodes.count
        let kind = node.kind
        let children = node.children
        if case .scrollView(let scroll) = kind, scroll.initialAnchor != nil { hasInitialScrollTargets = true }
        var record = LayoutNodeRecord()
        record.stackAxis = inherited.stackAxis
        record.textFont = inherited.textFont
        record.isUppercased = inherited.isUppercased
        let context = record.classify(kind, childCount: children.count)
        var below = inherited
        below.stackAxis = nil
        below.parentListIsGrouped = nil
        let content = items.count
        items.append(LayoutItem(role: .content, node: index))
        var outer = content
        var layers: [(item: Int, nodes: [ResolvedNode])] = []
        var insets: [(index: Int, nodes: [ResolvedNode])] = []
        var hasRowOptions = false
        let modifiers = node.modifiers
        // Shapes drawn in the container's shape inside this node's own `containerShape`, if any,
        // wait for its item; the others take the nearest container above.
        var pendingConcentric: [(key: String, item: Int)] = []
        var ownContainerShapeItem = -1
        var directions = NodeDirections()
        var contentHeightBound: Bool?
        if case .shape(let shape) = kind, shape.shape.base(as: ConcentricContainerShape.self) != nil {
            pendingConcentric.append((node.id, content))
        }
        for position in modifiers.indices {
            let role: LayoutItem.Role
            if node.hasConcentricShapes, modifiers[position].drawsConcentricShape {
                let key = LayoutNotes.effectKey(node: node.id, modifier: position)
                if ownContainerShapeItem < 0 { pendingConcentric.append((key, outer)) } else { noteConcentric(key, outer, inherited.containerShapeItem) }
            }
            switch modifiers[position] {
            case .layoutPriority(let priority): record.priority = priority; continue
            case .hidden: record.isHidden = true; continue
            case .gridCellColumns(let count): record.gridSpan = count; continue
            case .gridColumnAlignment(let alignment): record.gridColumnAlignment = alignment; continue
            case .contentMargins(let insets, let placement) where placement != .scrollIndicators: below.contentMargins = insets; continue
            case .rotation(let angle, _): record.rotation += angle.degrees; continue
            case .initialScrollTarget:
                record.isInitialScrollTarget = true
                hasInitialScrollTargets = true
                continue
            case .alignmentGuide(let guide):
                role = .alignmentGuide(alignmentGuides.count)
                alignmentGuides.append(guide)
            case .padding(let insets): role = .padding(insets)
            case .frame(let frame):
                role = .frame(frame)
                if frame.height != nil, contentHeightBound == nil { contentHeightBound = true }
            case .flexibleFrame(let frame):
                role = .flexibleFrame(flexibleFrames.count)
                flexibleFrames.append(frame)
                if frame.maxHeight?.isFinite == true, contentHeightBound == nil { contentHeightBound = true }
            case .fixedSize(let horizontal, let vertical):
                role = .fixedSize(horizontal: horizontal, vertical: vertical)
                if vertical, contentHeightBound == nil { contentHeightBound = false }
            case .containerRelativeFrame(let frame):
                role = .containerRelative(relativeFrames.count)
                relativeFrames.append(frame)
            case .aspectRatio(let ratio, let mode): role = .aspectRatio(ratio, mode)
            case .offset(let offset):
                role = .offset(offset)
                directions.noteTranslation(.offset(offset.width), item: items.count)
            case .position(let point):
                role = .position(point)
                directions.noteTranslation(.position(point.x), item: items.count)
            case .layoutDirection(let direction):
                directions.noteDirection(direction, wrapping: outer)
                continue
            case .background, .overlay, .mask:
                // Copying the layer out to look for views costs a copy of it; most hold a style.
                guard node.hasContentLayers, let layer = modifiers[position].contentLayer else { continue }
                role = .layer(items: 0..<0, alignment: layer.alignment)
                layers.append((items.count, layer.nodes))
            case .safeAreaInset(let inset):
                // A scroll view or list keeps its frame and takes the inset as content margins.
                let scrolls = record.isContainerBoundary
                if scrolls {
                    let next = Int32(safeAreaInsets.count)
                    record.safeAreaInsets = (record.safeAreaInsets.isEmpty ? next : record.safeAreaInsets.lowerBound)..<(next + 1)
                }
                role = .safeAreaInset(safeAreaInsets.count)
                insets.append((safeAreaInsets.count, inset.nodes))
                safeAreaInsets.append(SafeAreaInsetLayout(edge: inset.edge, alignment: inset.alignment, spacing: inset.spacing, padsContent: !scrolls))
            case .scrollTransition(let transition):
                scrollTransitions.append(ScrollTransitionLayout(node: index, item: outer, transition: transition))
                continue
            case .coordinateSpace(let name):
                namedSpaces.append((name, outer))
                if name.base is ContainerShapeSpace {
                    ownContainerShapeItem = outer
                    for shape in pendingConcentric { noteConcentric(shape.key, shape.item, outer) }
                    pendingConcentric = []
                }
                continue
            case .rotation3D, .visualEffect:
                framedEffects.append((LayoutNotes.effectKey(node: node.id, modifier: position), outer))
                continue
            case .listRowInsets, .listRowBackground, .badge:
                hasRowOptions = true
                continue
            default: continue
            }
            items.append(LayoutItem(role: role, node: index, inner: outer))
            outer = items.count - 1
        }
        for shape in pendingConcentric { noteConcentric(shape.key, shape.item, inherited.containerShapeItem) }
        if ownContainerShapeItem >= 0 { below.containerShapeItem = ownContainerShapeItem }
        var recordedDirections: (mirrors: Range<Int>, shifts: Range<Int>)?
        if !directions.isEmpty {
            below.layoutDirection = directions.innerDirection(outside: inherited.layoutDirection)
            recordedDirections = directions.record(into: &directionMirroring, content: content, descendantsStart: items.count,
                                                   outside: inherited.layoutDirection)
        }
        below.isHeightBounded = contentHeightBound ?? inherited.isHeightBounded
        record.isHeightBounded = below.isHeightBounded
        record.contentMargins = below.contentMargins
        record.content = content
        record.outer = outer
        record.childStart = childItems.count
        record.childCount = children.count
        let sectionContent = inherited.parentListIsGrouped != nil ? context.sectionContent : nil
        nodes.append(record)
        resolvedNodes.append(node)
        if namesNodes {
            ids.append(node.id)
            typeNames.append(kind.typeName)
        }
        childItems.append(contentsOf: repeatElement(-1, count: children.count))
        for position in children.indices {
            var childInherited = below
            childInherited.stackAxis = context.stackAxis
            childInherited.parentListIsGrouped = context.listIsGrouped
            if let sectionContent, !sectionContent.contains(position) {
                let isHeader = position < context.sectionHeaderCount
                let grouped = inherited.parentListIsGrouped ?? true
                let prominent = isHeader && context.sectionHeaderIsProminent
                childInherited.textFont = prominent ? .prominentHeader : isHeader && !grouped ? .headline : .footnote
                childInherited.isUppercased = isHeader && grouped && !prominent
            }
            let childIndex = add(children[position], inherited: childInherited)
            childItems[record.childStart + position] = nodes[childIndex].outer
        }
        if node.providesExplicitGuides || node.mayProvideLayoutGuides || record.alignsByValues { markGuides(index, node) }
        for (item, layerNodes) in layers {
            guard case .layer(_, let alignment) = items[item].role else { continue }
            items[item].role = .layer(items: addLayerNodes(layerNodes, inherited: below), alignment: alignment)
        }
        for (index, insetNodes) in insets {
            safeAreaInsets[index].items = addLayerNodes(insetNodes, inherited: below)
        }
        if hasRowOptions {
            let options = node.listRowOptions
            let background = addLayerNodes(options.background ?? [], inherited: below)
            let badge = addLayerNodes(options.badge ?? [], inherited: below)
            nodes[index].rowParts = Int32(listRowParts.count)
            listRowParts.append(ListRowParts(insets: options.insets, background: background, badge: badge))
        }
        if let recordedDirections { directionMirroring.extend(recordedDirections, to: items.count) }
        nodes[index].end = nodes.count
        return index
    }

    /// Notes a node that provides explicit alignment guides (or may: a custom layout's
    /// `explicitAlignment` answers them) or aligns its children by custom guides or text
    /// baselines, or whose children provide guides to it.
    private mutating func markGuides(_ index: Int, _ node: ResolvedNode) {
        nodes[index].providesGuides = node.providesExplicitGuides || node.mayProvideLayoutGuides
        let children = nodes[index].childStart..<(nodes[index].childStart + nodes[index].childCount)
        nodes[index].alignsByGuides = nodes[index].alignsByValues
            || (nodes[index].arranger != nil && children.contains { nodes[items[childItems[$0]].node].providesGuides })
    }

    /// Notes a shape drawn at `item` in the shape of the container whose frame is `container`'s,
    /// if there is one.
    private mutating func noteConcentric(_ key: String, _ item: Int, _ container: Int) {
        if container >= 0 { concentricShapes.append((key, item, container)) }
    }

    /// Adds the subtrees of a layer's views; returns where their outermost items are in
    /// `layerItems`.
    private mutating func addLayerNodes(_ layerNodes: [ResolvedNode], inherited: Inherited) -> Range<Int> {
        let outers = layerNodes.map { nodes[add($0, inherited: inherited)].outer }
        layerItems += outers
        return (layerItems.count - outers.count)..<layerItems.count
    }
}

/// A `safeAreaInset` as the engine lays it out: the outermost items of its views in the engine's
/// `layerItems`, the edge, their alignment, the spacing, and whether the modified view is padded
/// by the inset (anything but a scroll view or list, which take it as content margins).
struct SafeAreaInsetLayout {
    var items: Range<Int> = 0..<0
    var edge: Edge
    var alignment: Alignment
    var spacing: CGFloat
    var padsContent: Bool

    /// Insets of `length` at the edge.
    func insets(_ length: CGFloat) -> EdgeInsets {
        EdgeInsets(Edge.Set(edge), length)
    }
}

/// What a list row's own modifiers set: its content insets (`nil` for the list's), and the
/// outermost items of its background and badge views in the engine's `layerItems`.
struct ListRowParts {
    var insets: EdgeInsets?
    var background: Range<Int> = 0..<0
    var badge: Range<Int> = 0..<0
}
