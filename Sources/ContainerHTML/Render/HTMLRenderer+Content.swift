import ContainerUICore
import Foundation

/// Dispatches a node's own element to the renderer of its kind.
extension HTMLRenderer {
    mutating func renderContent(_ node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        switch node.kind {
        case .root:
            startNodeElement("div", node)
            writer.addClass("cui-root")
            writer.endStartTag()
            renderChildren(of: node, placement: .plain)
            writer.endElement("div")
        case .text(let text): renderText(text, node: node, placement: placement, flexibility: flexibility)
        case .image(let image): renderImage(image, node: node, placement: placement, flexibility: flexibility)
        case .color(let color): renderFill(.color(color), node: node, placement: placement, flexibility: flexibility)
        case .fill(let style): renderFill(style, node: node, placement: placement, flexibility: flexibility)
        case .shape(let shape): renderShape(shape, node: node, placement: placement, flexibility: flexibility)
        case .canvas(let canvas): renderCanvas(canvas, node: node, placement: placement, flexibility: flexibility)
        case .spacer: renderEmpty(node, placement: placement, flexibility: flexibility)
        case .divider: renderDivider(node, placement: placement, flexibility: flexibility)
        case .stack(let stack): renderStack(stack, node: node, placement: placement, flexibility: flexibility)
        case .zStack(let alignment): renderZStack(alignment, node: node, placement: placement, flexibility: flexibility)
        case .viewThatFits(let axes): renderViewThatFits(axes, node: node, placement: placement, flexibility: flexibility)
        case .scrollView(let scroll): renderScrollView(scroll, node: node, placement: placement, flexibility: flexibility)
        case .list(let list): renderList(node, list, placement: placement, flexibility: flexibility)
        case .section: renderStack(axis: .vertical, alignment: .center, spacing: nil, node: node, placement: placement, flexibility: flexibility)
        case .grid(let grid): renderGrid(grid, node: node, placement: placement, flexibility: flexibility)
        case .gridRow: renderStack(axis: .horizontal, alignment: .center, spacing: nil, node: node, placement: placement, flexibility: flexibility)
        case .lazyGrid(let grid): renderLazyGrid(grid, node: node, placement: placement, flexibility: flexibility)
        case .geometryReader(let reader): renderGeometryReader(reader, node: node, placement: placement, flexibility: flexibility)
        case .stackView(let configuration): renderStackView(configuration, node: node, placement: placement, flexibility: flexibility)
        case .label(_, let spacing): renderLabel(spacing: spacing, node: node, placement: placement, flexibility: flexibility)
        case .toggle(let isOn, let tint, let labelsHidden): renderToggle(isOn: isOn, tint: tint, labelsHidden: labelsHidden, node: node, placement: placement, flexibility: flexibility)
        case .button(let role, let tint): renderButton(role: role, tint: tint, node: node, placement: placement, flexibility: flexibility)
        case .slider(let slider): renderSlider(slider, node: node, placement: placement, flexibility: flexibility)
        case .textField(let field): renderTextField(field, node: node, placement: placement, flexibility: flexibility)
        case .formInput(let input): renderFormInput(input, node: node, placement: placement, flexibility: flexibility)
        case .progressView(let progress): renderProgress(progress, node: node, placement: placement, flexibility: flexibility)
        case .gauge(let gauge): renderGauge(gauge, node: node, placement: placement, flexibility: flexibility)
        case .link(let destination, let tint): renderLink(destination, tint: tint, node: node, placement: placement, flexibility: flexibility)
        case .layout(let layout): renderLayout(layout, node: node, placement: placement, flexibility: flexibility)
        }
    }

    /// Renders each child with the same placement.
    mutating func renderChildren(of node: ResolvedNode, placement: ItemPlacement) {
        for child in node.children { render(child, placement: placement) }
    }

    /// The placement of the children of the node being rendered, a stack along `axis` (`nil` for
    /// others), marked as scroll targets under `scrollTargetLayout()`.
    func childPlacement(axis: Axis?) -> ItemPlacement {
        var placement = ItemPlacement.stack(axis)
        if modifierFlags.contains(.scrollTargetLayout) {
            placement.isSnapTarget = true
            switch context.styles?.scrollTargetBehavior {
            case .viewAligned(let limit): placement.snapStops = limit != .never
            case .paging: placement.snapStops = true
            case nil: break
            }
        }
        return placement
    }

    /// `Color` and shape styles used as views: a box painted with the style.
    mutating func renderFill(_ style: ResolvedShapeStyle, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-color")
        if let backdrop = style.backdropClass { writer.addClass(backdrop) }
        writer.paintVariable("--cui-bgv", style)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        writer.endElement(tag)
    }

    /// A `Spacer`: an empty element that the parent stack grows.
    mutating func renderEmpty(_ node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        writer.endElement(tag)
    }

    /// A `Divider`: `<hr>`, or a separator `span` where only phrasing content is allowed. In a
    /// horizontal stack it is a vertical line, also when its own boxes stand between them.
    mutating func renderDivider(_ node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let isBoxedInRow = placement == nil && contentStackAxis == .horizontal
        if context.isPhrasing {
            startNodeElement("span", node)
            writer.attribute("role", static: "separator")
        } else {
            startNodeElement("hr", node)
        }
        writer.addClass("cui-div")
        if isBoxedInRow { writer.addClass("cui-vdiv") }
        applyPlacement(placement, node: node, flexibility: flexibility)
        if context.isPhrasing {
            writer.endStartTag()
            writer.endElement("span")
        } else {
            writer.endVoidTag()
        }
    }
}
