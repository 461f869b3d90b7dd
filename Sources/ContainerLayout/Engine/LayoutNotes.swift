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
    /// The size of the view each `rotation3DEffect` rotates, which sets its perspective, by
    /// ``rotationKey(node:modifier:)``.
    package var rotatedSizes: [String: CGSize] = [:]

    /// The key of the `rotation3DEffect` at index `modifier` of node `node`'s modifiers.
    package static func rotationKey(node: String, modifier: Int) -> String {
        "\(node)#\(modifier)"
    }
}

extension LayoutEngine {
    /// Lays the whole tree out in the window and returns what it noted.
    package func layOutNoting() -> LayoutNotes {
        guidedArrangements = [:]
        customLayoutProposals = [:]
        place(nodes[0].outer, at: .zero, ProposedViewSize(viewport))
        var notes = LayoutNotes(viewThatFitsChoices: viewThatFitsChoices, guidedArrangements: guidedArrangements ?? [:],
                                customLayoutProposals: customLayoutProposals ?? [:], geometryReaderProxies: geometryReaderProxies)
        for rotation in rotations3D { notes.rotatedSizes[rotation.key] = frames[rotation.item].size }
        return notes
    }

    /// What each `GeometryReader` placed tells its content, by node id: its size and place in
    /// the window, and the frame of each view that names a coordinate space; its content is
    /// resolved again for it (see ``layout(_:in:)``).
    package var geometryReaderProxies: [String: GeometryProxy] {
        guard !geometryReaderFrames.isEmpty else { return [:] }
        var named: [AnyHashable: CGRect] = [:]
        for space in namedSpaces { named[space.name] = frames[space.item] }
        return geometryReaderFrames.mapValues { GeometryProxy(size: $0.size, origin: $0.origin, namedFrames: named) }
    }
}
