import ContainerLayout
import ContainerUICore
import Foundation

/// A custom `Layout`, run on the server by the layout engine: the container is a box of the
/// computed size and each subview is absolutely positioned where the layout placed it, sized for
/// the proposal it was placed with.
///
/// A layout that gives the same answer for every proposal is drawn from its answer to an
/// unspecified one. One that follows its proposal (a flow layout wrapping its subviews, a round
/// one sized by its width) is drawn for the proposal it gets in the page layouts: when that is
/// `a·window + b` wide and as tall at every width, the layout is asked again across window widths
/// (``WindowPieces/windows``), its size and every subview's place and proposed size are fitted
/// with ``WindowPieces``, and each is written as one CSS expression of the window's width
/// (``WindowPieces/writeCalc(_:into:)``). Otherwise it is drawn for its proposal at the render's
/// width.
extension HTMLRenderer {
    /// The most arrangements asked of one layout while fitting it.
    static let windowedLayoutSampleLimit = 4000

    mutating func renderLayout(_ layout: ResolvedLayout, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let engine = layoutEngine(for: node)
        let (drawing, reference) = customLayoutDrawing(engine, node: node)
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-layout")
        switch drawing {
        case .fixed(let arrangement):
            writer.styleVar("--cui-w", px: Double(arrangement.size.width))
            writer.styleVar("--cui-h", px: Double(arrangement.size.height))
        case .windowed(let pieces):
            writeWindowed("--cui-w", pieces, value: 0)
            writeWindowed("--cui-h", pieces, value: 1)
        }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        for (index, child) in node.children.enumerated() {
            let placed = reference.children[index]
            let size = engine.childSize(index, placed.proposal)
            let numbers: LayoutChildPlacement.Numbers = switch drawing {
            case .fixed: .fixed(origin: placed.origin, proposal: placed.proposal)
            case .windowed(let pieces): .windowed(pieces, child: index)
            }
            var childPlacement = ItemPlacement.plain
            childPlacement.layoutChild = Int32(layoutChildren.count)
            let least: CGFloat = switch drawing {
            case .fixed: placed.proposal.width ?? 0
            case .windowed(let pieces): CGFloat(pieces.least(2 + 4 * index + 2))
            }
            layoutChildren.append(LayoutChildPlacement(
                numbers: numbers,
                width: .init(proposed: placed.proposal.width, size: size.width,
                             ideal: engine.childSize(index, .unspecified).width, least: least),
                // Heights are drawn at the proposal or the content's own: never from the ideal.
                height: .init(proposed: placed.proposal.height, size: size.height, ideal: .infinity, least: 0)))
            render(child, placement: childPlacement)
        }
        writer.endElement(tag)
    }

    /// How the page draws the layout over `engine`'s tree (see the type's comment), and the
    /// arrangement for the render's width that decides how each subview is sized.
    private mutating func customLayoutDrawing(_ engine: LayoutEngine, node: ResolvedNode) -> (CustomLayoutDrawing, LayoutEngine.SubtreeArrangement) {
        let unspecified = engine.arrangement(.unspecified)
        guard Self.followsProposal(engine, unspecified) else { return (.fixed(unspecified), unspecified) }
        let offers = pageLayouts(0..<3).compactMap { layout in
            layout.notes.customLayoutProposals[node.id].map { (window: Double(layout.window), proposal: $0) }
        }
        guard let first = offers.first else { return (.fixed(unspecified), unspecified) }
        let height = first.proposal.height
        let reference = engine.arrangement(first.proposal)
        let fixed = (CustomLayoutDrawing.fixed(reference), reference)
        let widths = offers.compactMap { offer in offer.proposal.width.map { (window: offer.window, length: Double($0)) } }
        guard offers.allSatisfy({ $0.proposal.height == height }), widths.count == offers.count,
              let width = WindowLength.line(through: widths, minimumCount: 3), width.slope != 0 else { return fixed }
        let fitted = WindowPieces(sampleLimit: Self.windowedLayoutSampleLimit) { window in
            let offered = max(0, width.slope * Double(window) + width.intercept)
            return Self.numbers(of: engine.arrangement(ProposedViewSize(width: CGFloat(offered), height: height)))
        }
        guard let fitted, fitted.pieces.count > 1 || fitted.pieces[0].slopes.contains(where: { $0 != 0 }) else { return fixed }
        return (.windowed(fitted), reference)
    }

    /// Whether the layout answers other proposals differently from an unspecified one.
    private static func followsProposal(_ engine: LayoutEngine, _ unspecified: LayoutEngine.SubtreeArrangement) -> Bool {
        [CGSize(width: 150, height: 150), CGSize(width: 1500, height: 1500)].contains { size in
            let other = engine.arrangement(ProposedViewSize(size))
            return other.size != unspecified.size || !other.children.elementsEqual(unspecified.children) { a, b in
                a.origin == b.origin && a.proposal == b.proposal
            }
        }
    }

    /// The numbers of an arrangement that ``WindowPieces`` fits: the container's width and
    /// height, then each subview's x, y and proposed width and height (`.nan` where not finite).
    private static func numbers(of arrangement: LayoutEngine.SubtreeArrangement) -> [Double] {
        func finite(_ length: CGFloat?) -> Double { length.map { $0.isFinite ? Double($0) : .nan } ?? .nan }
        var numbers = [Double(arrangement.size.width), Double(arrangement.size.height)]
        numbers.reserveCapacity(2 + 4 * arrangement.children.count)
        for child in arrangement.children {
            numbers += [Double(child.origin.x), Double(child.origin.y), finite(child.proposal.width), finite(child.proposal.height)]
        }
        return numbers
    }

    /// The layout engine of the custom layout `node` alone, made once per render: asked whether
    /// the layout answers guides (``alignsByGuides(_:_:)``) and then used to draw it.
    mutating func layoutEngine(for node: ResolvedNode) -> LayoutEngine {
        if let engine = layoutEngines[node.id] { return engine }
        let engine = LayoutEngine(root: node, viewport: options.containerSize)
        layoutEngines[node.id] = engine
        return engine
    }

    /// `name:<the number's expression>;`.
    mutating func writeWindowed(_ name: StaticString, _ pieces: WindowPieces, value: Int) {
        writer.styleVarStart(name)
        pieces.writeCalc(value, into: &writer)
        writer.styleVarEnd()
    }
}

/// How the page draws a custom layout.
private enum CustomLayoutDrawing {
    /// One arrangement, at every window width.
    case fixed(LayoutEngine.SubtreeArrangement)
    /// The size and every subview's place and proposal, fitted across window widths.
    case windowed(WindowPieces)
}
