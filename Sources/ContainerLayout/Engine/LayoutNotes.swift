import ContainerUICore
import Foundation

/// What a layout of the whole tree decided that a renderer drawing one page for every window
/// width reads back: the HTML renderer lays the tree out for a few window widths and fits what it
/// writes to those.
package struct LayoutNotes {
    /// What each `ViewThatFits` placed chose, by node id.
    package var viewThatFitsChoices: [String: ViewThatFitsChoice]
    /// Where each stack aligning by guides put its children, by node id.
    package var guidedArrangements: [String: GuidedArrangement]
    /// The proposal each custom layout's content was placed with, by node id.
    package var customLayoutProposals: [String: ProposedViewSize]
    /// What each `GeometryReader` placed tells its content, by node id.
    package var geometryReaderProxies: [String: GeometryProxy]
    /// How many lines each text shows where the height a frame offers it leaves some out, by
    /// node id (texts whose lines all fit are not listed).
    package var textLinesShown: [String: Int] = [:]
    /// The geometry of the view each `rotation3DEffect` rotates (its size sets the perspective)
    /// and each `visualEffect` draws (its proxy), by ``effectKey(node:modifier:)``.
    package var effectProxies: [String: GeometryProxy] = [:]
    /// How far inside its container's frame each shape drawn in the container's shape is (the
    /// smallest distance between their edges, 0 where it reaches or crosses one), by the shape's
    /// node id, or, for a clip or background, by ``effectKey(node:modifier:)``.
    package var containerShapeInsets: [String: CGFloat] = [:]

    /// The key of the `rotation3DEffect` or `visualEffect` at index `modifier` of node `node`'s
    /// modifiers.
    package static func effectKey(node: String, modifier: Int) -> String {
        "\(node)#\(modifier)"
    }
}

extension LayoutEngine {
    /// Lays the whole tree out in the window and returns what it noted.
    package func layOutNoting() -> LayoutNotes {
        guidedArrangements = [:]
        customLayoutProposals = [:]
        textLinesShown = [:]
        place(nodes[0].outer, at: .zero, ProposedViewSize(viewport))
        var notes = LayoutNotes(viewThatFitsChoices: viewThatFitsChoices, guidedArrangements: guidedArrangements ?? [:],
                                customLayoutProposals: customLayoutProposals ?? [:], geometryReaderProxies: geometryReaderProxies,
                                textLinesShown: textLinesShown ?? [:])
        if !framedEffects.isEmpty {
            let named = namedFrames
            for effect in framedEffects {
                let frame = frames[effect.item]
                notes.effectProxies[effect.key] = GeometryProxy(size: frame.size, origin: frame.origin, namedFrames: named)
            }
        }
        for shape in concentricShapes {
            let frame = frames[shape.item], container = frames[shape.container]
            notes.containerShapeInsets[shape.key] = max(min(frame.minX - container.minX, frame.minY - container.minY,
                                                            container.maxX - frame.maxX, container.maxY - frame.maxY), 0)
        }
        return notes
    }

    /// What each `GeometryReader` placed tells its content, by node id: its size and place in
    /// the window, and the frame of each view that names a coordinate space or that an anchor is
    /// taken from; its content is resolved again for it (see ``layout(_:in:)``).
    package var geometryReaderProxies: [String: GeometryProxy] {
        guard !geometryReaderFrames.isEmpty else { return [:] }
        let named = namedFrames
        return geometryReaderFrames.mapValues { GeometryProxy(size: $0.size, origin: $0.origin, namedFrames: named) }
    }

    /// The frame of each coordinate space views name, by its name.
    private var namedFrames: [AnyHashable: CGRect] {
        var named: [AnyHashable: CGRect] = [:]
        for space in namedSpaces { named[space.name] = frames[space.item] }
        return named
    }
}
