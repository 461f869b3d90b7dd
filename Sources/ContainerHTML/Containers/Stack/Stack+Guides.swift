import ContainerLayout
import ContainerUICore
import Foundation

/// Stacks and `ZStack`s that align by guides (a custom alignment, or a child that provides
/// explicit guides): the browser has no alignment guides, so the layout engine places the
/// children. The container stays a flex box (or grid cell) laid out by the browser along its
/// axis; across it, it is as long as the engine's union of its aligned children, and each child
/// starts at the engine's offset (a margin, the child aligned to the start). The engine lays the
/// whole tree out for windows of the render's width, twice it and half of it (the first three
/// page layouts); an offset or length
/// that is `a·window + b` in those is written as `calc(a * 100vw + b)`, any other one as its
/// value at the render's width. A child that fills its proposal across is given the engine's
/// length; any other is kept within its proposal.
extension HTMLRenderer {
    /// Whether a stack of `alignment` over `node`'s children aligns by guides: its alignment is
    /// custom, a child sets explicit guides, or a custom layout among its children (or in their
    /// stacks) answered one in the engine's layout at the render's width.
    mutating func alignsByGuides(_ node: ResolvedNode, _ alignment: Alignment) -> Bool {
        if alignment.isCustom || node.childrenProvideExplicitGuides { return true }
        guard node.children.contains(where: \.mayProvideLayoutGuides) else { return false }
        // Most layouts answer no guide: each is asked in its own engine, which draws it later,
        // before the whole page is laid out for three windows.
        guard layoutsProvidingGuides(in: node).contains(where: { layoutEngine(for: $0).rootAnswersGuides(of: alignment) }) else { return false }
        return guidedSamples(for: node).first?.arrangement.hasExplicitValues == true
    }

    /// The custom layouts among `node`'s children and in their stacks, whose `explicitAlignment`
    /// may give the children guides.
    private func layoutsProvidingGuides(in node: ResolvedNode) -> [ResolvedNode] {
        node.children.filter(\.mayProvideLayoutGuides).flatMap { child -> [ResolvedNode] in
            if case .layout = child.kind { return [child] }
            return layoutsProvidingGuides(in: child)
        }
    }

    /// The placements of `node`'s children, stacked along `axis` (`nil` for a `ZStack`), and
    /// writes the container's pinned lengths across; `nil` when the engine never placed the node
    /// (a hidden candidate of a `ViewThatFits`), which is then drawn as an ordinary stack.
    mutating func guidedChildPlacements(_ node: ResolvedNode, axis: Axis?, base: ItemPlacement) -> [ItemPlacement]? {
        let samples = guidedSamples(for: node)
        guard let first = samples.first, first.arrangement.origins.count == node.children.count else { return nil }
        let usable = samples.filter { $0.arrangement.origins.count == first.arrangement.origins.count }
        func fit(_ length: (GuidedArrangement) -> CGFloat) -> WindowLength {
            WindowLength.fitting(usable.map { (window: Double($0.window), length: Double(length($0.arrangement))) })
        }
        func fitProposal(_ length: @escaping (GuidedArrangement) -> CGFloat?) -> WindowLength? {
            guard usable.allSatisfy({ length($0.arrangement).map(\.isFinite) == true }) else { return nil }
            return fit { length($0)! }
        }
        if axis != .horizontal {
            writer.addClass("cui-gbw")
            writer.styleVarStart("--cui-bw"); fit { $0.size.width }.write(into: &writer); writer.styleVarEnd()
        }
        if axis != .vertical {
            writer.addClass("cui-gbh")
            writer.styleVarStart("--cui-bh"); fit { $0.size.height }.write(into: &writer); writer.styleVarEnd()
        }
        return node.children.indices.map { index in
            var child = GuidedChildPlacement()
            if axis != .horizontal {
                child.x = fit { $0.origins[index].x }
                let fills = first.arrangement.sizes[index].width == first.arrangement.proposals[index].width
                let length = fills ? fit { $0.sizes[index].width } : fitProposal { $0.proposals[index].width }
                if fills { child.width = length } else { child.maxWidth = length }
            }
            if axis != .vertical {
                child.y = fit { $0.origins[index].y }
                let fills = first.arrangement.sizes[index].height == first.arrangement.proposals[index].height
                let length = fills ? fit { $0.sizes[index].height } : fitProposal { $0.proposals[index].height }
                if fills { child.height = length } else { child.maxHeight = length }
            }
            var placement = base
            placement.guidedChild = Int32(guidedChildren.count)
            guidedChildren.append(child)
            return placement
        }
    }

    /// Writes a child's place in a stack aligned by guides.
    mutating func applyGuidedPlacement(_ child: GuidedChildPlacement) {
        writer.addClass("cui-gs")
        if let x = child.x { writer.addClass("cui-gx"); writer.styleVarStart("--cui-gx"); x.write(into: &writer); writer.styleVarEnd() }
        if let y = child.y { writer.addClass("cui-gy"); writer.styleVarStart("--cui-gy"); y.write(into: &writer); writer.styleVarEnd() }
        if let width = child.width { writer.addClass("cui-gw"); writer.styleVarStart("--cui-gw"); width.write(into: &writer); writer.styleVarEnd() }
        if let height = child.height { writer.addClass("cui-gh"); writer.styleVarStart("--cui-gh"); height.write(into: &writer); writer.styleVarEnd() }
        if let width = child.maxWidth { writer.addClass("cui-gmw"); writer.styleVarStart("--cui-gmw"); width.write(into: &writer); writer.styleVarEnd() }
        if let height = child.maxHeight { writer.addClass("cui-gmh"); writer.styleVarStart("--cui-gmh"); height.write(into: &writer); writer.styleVarEnd() }
    }

    /// Where the node's children were put in the page layouts where it was placed, the render's
    /// width first.
    private mutating func guidedSamples(for node: ResolvedNode) -> [(window: CGFloat, arrangement: GuidedArrangement)] {
        pageLayouts(0..<3).compactMap { layout in layout.notes.guidedArrangements[node.id].map { (layout.window, $0) } }
    }
}

/// A child's place across a stack aligned by guides: its offset from the start, and its length
/// (when it fills its proposal) or the most it may take (its proposal).
struct GuidedChildPlacement {
    var x: WindowLength?
    var y: WindowLength?
    var width: WindowLength?
    var height: WindowLength?
    var maxWidth: WindowLength?
    var maxHeight: WindowLength?
}
