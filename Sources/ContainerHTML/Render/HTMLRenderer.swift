import ContainerLayout
import ContainerUICore
import Foundation

/// Walks a resolved tree and writes its HTML through one ``HTMLOutput``.
///
/// Each node becomes its own element, wrapped in one element per ``ModifierBox``; every one of
/// them carries the node's `data-node` id. The parent's requests (``ItemPlacement``) land on the
/// outermost element, the one that takes part in the parent's layout. It owns the writer while
/// it renders, so it is noncopyable like the writer.
struct HTMLRenderer: ~Copyable {
    /// The output.
    var writer: HTMLOutput
    /// How to render.
    let options: HTMLRenderOptions
    /// What flows down from the nodes above.
    var context = RenderContext()
    /// The boxes of the nodes being rendered, used as a stack.
    private var boxes: [ModifierBox] = []
    /// The contexts the boxes with layers were opened in, used as a stack (see
    /// ``ModifierBox/layerContext``).
    var layerContexts: [RenderContext] = []
    /// The next number for ids of SVG definitions and labels.
    var nextDefinitionID = 0
    /// The modifiers of the node being rendered that are looked for outside its boxes; set by
    /// ``render(_:placement:)`` before the node's elements are started, restored after them.
    var modifierFlags: ModifierSummary.Flags = []
    /// The accessibility details of the nearest node being rendered that has any (read through
    /// ``nodeAccessibility``, which checks that it is the current node's).
    var accessibility: NodeAccessibility?
    /// Whether an element has been given `autofocus`, which a page gives one element.
    var hasWrittenAutofocus = false
    /// Whether the next node element started is hidden from assistive technologies: the content
    /// of an accessibility element that combines or ignores its children.
    var hidesNextElement = false
    /// The axis of the stack the node whose content is being started is a child of: a divider
    /// inside its own boxes (a frame, a padding) still stands across it.
    var contentStackAxis: Axis?
    /// The tree's root, for renderers that lay the whole tree out (``pageLayouts(_:)``).
    var root: ResolvedNode?
    /// The layouts of the whole tree made so far (see ``pageLayouts(_:)``).
    var pageLayouts: [PageLayout] = []
    /// The places of the children of stacks aligned by guides (``ItemPlacement/guidedChild``).
    var guidedChildren: [GuidedChildPlacement] = []
    /// The places of the subviews of custom layouts (``ItemPlacement/layoutChild``).
    var layoutChildren: [LayoutChildPlacement] = []
    /// The engines of custom layouts made so far, by node id (``layoutEngine(for:)``).
    var layoutEngines: [String: LayoutEngine] = [:]
    /// The cap of the outermost element of the node being started, written with its placement
    /// (``growthCap(of:flexibility:boxes:stackAxis:)``); set by ``render(_:placement:)``.
    var pendingGrowthCap: GrowthCap?

    init(writer: consuming HTMLOutput, options: HTMLRenderOptions) {
        self.writer = writer
        self.options = options
        boxes.reserveCapacity(32)
    }

    /// Writes the tree's root and everything below it.
    mutating func render(_ tree: ResolvedTree) {
        root = tree.root
        render(tree.root, placement: .plain)
    }

    /// Ends rendering and hands back the output.
    consuming func finish() -> HTMLOutput {
        writer
    }

    /// Writes a node: its wrapper boxes, outermost first, then its own element.
    mutating func render(_ node: ResolvedNode, placement: ItemPlacement) {
        let saved = context
        let savedFlags = modifierFlags
        let base = boxes.count
        let layerBase = layerContexts.count
        let summary = ModifierBox.plan(node, base: node.baseFlexibility(inStack: placement.stackAxis), into: &boxes)
        modifierFlags = summary.flags
        pendingGrowthCap = placement.layoutChild < 0
            ? growthCap(of: node, flexibility: summary.flexibility, boxes: boxes.count > base ? boxes[boxes.count - 1] : nil, stackAxis: placement.stackAxis)
            : nil
        let hasAccessibilityDetails = summary.flags.contains(.accessibilityDetails)
        var savedAccessibility: NodeAccessibility?
        if hasAccessibilityDetails {
            savedAccessibility = accessibility
            beginAccessibilityDetails(of: node, boxesFrom: base)
        }
        var isOutermost = true
        if summary.flags.contains(.contextual) {
            var pending = boxes.count - 1
            let modifiers = node.modifiers
            for index in modifiers.indices.reversed() {
                if summary.isContextual(at: index, of: modifiers) {
                    context.apply(modifiers[index])
                    continue
                }
                guard pending >= base, boxes[pending].end == index + 1 else { continue }
                open(boxAt: pending, of: node, placement: isOutermost ? placement : nil, flexibility: summary.flexibility)
                isOutermost = false
                pending -= 1
            }
        } else {
            for pending in (base..<boxes.count).reversed() {
                open(boxAt: pending, of: node, placement: isOutermost ? placement : nil, flexibility: summary.flexibility)
                isOutermost = false
            }
        }
        let contentFlexibility = boxes.count > base ? boxes[base].innerFlexibility : summary.flexibility
        contentStackAxis = placement.stackAxis
        renderContent(node, placement: isOutermost ? placement : nil, flexibility: contentFlexibility)
        for index in base..<boxes.count {
            closeBox(boxes[index], of: node)
        }
        boxes.removeSubrange(base...)
        layerContexts.removeSubrange(layerBase...)
        context = saved
        modifierFlags = savedFlags
        if hasAccessibilityDetails {
            accessibility = savedAccessibility
            hidesNextElement = false
        }
    }

    /// Opens the box at `index` of the box stack with the current context; `flexibility` is the
    /// node's own, used when the box is the outermost element (`placement` not `nil`).
    private mutating func open(boxAt index: Int, of node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        boxes[index].isPhrasing = context.isPhrasing
        if boxes[index].hasLayers {
            boxes[index].layerContext = layerContexts.count
            layerContexts.append(context)
        }
        let box = boxes[index]
        openBox(box, of: node, placement: placement, flexibility: placement != nil ? flexibility : box.flexibility)
    }

    /// The element name for a generic box: `span` where only phrasing content is allowed.
    var boxTag: StaticString { context.isPhrasing ? "span" : "div" }

    /// Starts a generic element for `node` with its `data-node` (hidden from assistive
    /// technologies when it is the content of an element that combines or ignores it).
    mutating func startNodeElement(_ tag: StaticString, _ node: ResolvedNode) {
        writer.startElement(tag)
        writer.attribute("data-node", node.id)
        if hidesNextElement {
            writer.attribute("aria-hidden", static: "true")
            hidesNextElement = false
        }
    }

    /// Gathers the node's accessibility details before its elements are written, numbering the
    /// description's element, and marks the box that carries them (the one holding the outermost).
    private mutating func beginAccessibilityDetails(of node: ResolvedNode, boxesFrom base: Int) {
        var details = NodeAccessibility(node.modifiers)
        details.describesCustomContent = node.kind.consumesAccessibilityLabel
            ? node.kind.takesOwnDescription
            : details.label != nil || details.children != nil || modifierFlags.contains(.accessibilityRole)
        if details.hasDescription { details.descriptionID = nextID() }
        for index in base..<boxes.count where boxes[index].start <= details.outermostIndex && details.outermostIndex < boxes[index].end {
            boxes[index].carriesAccessibility = true
        }
        accessibility = details
    }

    /// Adds the classes and properties a parent asked for, and the node's growth classes.
    mutating func applyPlacement(_ placement: ItemPlacement?, node: ResolvedNode, flexibility: Flexibility) {
        if flexibility.x { writer.addClass("cui-sx") }
        if flexibility.y { writer.addClass("cui-sy") }
        guard let placement else { return }
        if let cap = pendingGrowthCap {
            writeGrowthCap(cap)
            pendingGrowthCap = nil
        }
        if !modifierFlags.isDisjoint(with: [.accessibilityLabel, .accessibilityRole]), !modifierFlags.contains(.accessibilityDetails),
           !node.kind.consumesAccessibilityLabel {
            let role = modifierFlags.contains(.accessibilityRole) ? node.accessibilityRole : nil
            let label = modifierFlags.contains(.accessibilityLabel) ? node.accessibilityLabel : nil
            if role != nil || label != nil { writeElementRole(role, of: node) }
            if let label { writer.attribute("aria-label", label) }
        }
        if case .spacer(let minLength) = node.kind, placement.stackAxis != nil {
            writer.addClass("cui-spacer")
            writer.styleVar("--cui-min", px: Double(minLength ?? 8))
        }
        if modifierFlags.contains(.positivePriority) {
            writer.addClass("cui-prio")
        }
        if placement.isSnapTarget { writer.addClass("cui-snap") }
        if placement.drawnOrder >= 0 { writer.styleVar("order", number: Double(placement.drawnOrder)) }
        if modifierFlags.contains(.initialScrollTarget) { writeInitialScrollTarget(context.scrollTargetAnchor, node: node) }
        if placement.snapStops { writer.addClass("cui-snapstop") }
        if placement.removesWhenHidden, modifierFlags.contains(.hidden) {
            writer.addClass("cui-gone")
        }
        if placement.spansAllColumns { writer.addClass("cui-full") }
        if let span = placement.gridSpan, span > 1 {
            writer.addClass("cui-span")
            writer.styleVarStart("--cui-span")
            writer.styleNumber(span)
            writer.styleVarEnd()
        }
        if let alignment = placement.rowAlignment { addRowAlignment(alignment) }
        if let alignment = placement.columnAlignment {
            switch alignment {
            case .leading: writer.addClass("cui-jss")
            case .trailing: writer.addClass("cui-jse")
            default: writer.addClass("cui-jsc")
            }
        }
        if !placement.gridUnsizedAxes.isEmpty || placement.gridAnchor != nil { addGridCellPlacement(placement) }
        if placement.takesExtraSpace { writer.addClass("cui-svgrow") }
        if let weight = placement.flexWeight {
            writer.addClass("cui-svw")
            writer.styleVar("--cui-wt", number: weight)
        }
        if placement.guidedChild >= 0 { applyGuidedPlacement(guidedChildren[Int(placement.guidedChild)]) }
        if placement.layoutChild >= 0 { applyLayoutChildPlacement(layoutChildren[Int(placement.layoutChild)]) }
    }

    private mutating func addRowAlignment(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: writer.addClass("cui-ss")
        case .bottom: writer.addClass("cui-se")
        case .firstTextBaseline, .lastTextBaseline: writer.addClass("cui-sb")
        default: writer.addClass("cui-sc")
        }
    }
}
