import ContainerLayout
import ContainerUICore
import Foundation

/// A UIKit-style `StackView` as a flex box with `gap: spacing`:
///
/// - `.fill`: natural lengths, the last visible arranged view grows (`flex-grow: 1`);
/// - `.fillEqually`: `flex: 1 1 0` on every view;
/// - `.fillProportionally`: `flex: <estimated length> 1 0`, lengths proportional to the
///   estimated intrinsic lengths (``SizeEstimate``);
/// - `.equalSpacing`: `justify-content: space-between`, the gap a minimum;
/// - `.equalCentering`: each view centred on a zero-length anchor; the anchors are spread with
///   `space-between` between paddings of half the first and half the last view's estimated
///   length, so the centres are equally spaced and the end views touch the edges.
///
/// Alignment maps to `align-items`; layout margins become logical padding; hidden arranged views
/// are removed (`display: none`) and so take no space and no spacing.
extension HTMLRenderer {
    mutating func renderStackView(_ configuration: StackViewConfiguration, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        let vertical = configuration.axis == .vertical
        startNodeElement(tag, node)
        writer.addClass("cui-stv")
        if vertical { writer.addClass("cui-stvv") }
        switch configuration.alignment {
        case .fill: writer.addClass("cui-stvfill")
        case .leading, .top: writer.addClass("cui-stvs")
        case .center: writer.addClass("cui-stvc")
        case .trailing, .bottom: writer.addClass("cui-stve")
        case .firstBaseline: writer.addClass("cui-stvb")
        case .lastBaseline: writer.addClass("cui-stvb2")
        }
        writer.styleVar("--cui-gap", px: Double(max(configuration.spacing, 0)))
        if configuration.isLayoutMarginsRelativeArrangement { padding(configuration.directionalLayoutMargins) }
        let visible = node.children.indices.filter { !node.children[$0].has { if case .hidden = $0 { true } else { false } } }
        let engine = LayoutEngine(root: node, viewport: options.containerSize)
        let length: (Int) -> Double = { index in
            let size = engine.childSize(index, .unspecified)
            return Double(vertical ? size.height : size.width)
        }
        switch configuration.distribution {
        case .equalSpacing: writer.addClass("cui-stvsb")
        case .equalCentering:
            writer.addClass("cui-stvec")
            writer.styleVar("--cui-ecs", px: visible.first.map { length($0) / 2 } ?? 0)
            writer.styleVar("--cui-ece", px: visible.last.map { length($0) / 2 } ?? 0)
        default: break
        }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        for (index, child) in node.children.enumerated() {
            var childPlacement = ItemPlacement.plain
            childPlacement.removesWhenHidden = true
            switch configuration.distribution {
            case .fill: childPlacement.takesExtraSpace = index == visible.last
            case .fillEqually: childPlacement.flexWeight = 1
            case .fillProportionally: childPlacement.flexWeight = max(length(index), 1)
            case .equalSpacing: break
            case .equalCentering:
                if visible.contains(index) {
                    centeringAnchor(child) { $0.render(child, placement: childPlacement) }
                    continue
                }
            }
            render(child, placement: childPlacement)
        }
        writer.endElement(tag)
    }

    /// A zero-length element that centres `child` on itself.
    private mutating func centeringAnchor(_ child: ResolvedNode, _ body: (inout HTMLRenderer) -> Void) {
        let tag = boxTag
        startNodeElement(tag, child)
        writer.addClass("cui-eca")
        writer.endStartTag()
        body(&self)
        writer.endElement(tag)
    }
}
