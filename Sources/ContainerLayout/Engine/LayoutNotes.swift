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
    /// The size of each `GeometryReader` placed, by node id.
    package var geometryReaderSizes: [String: CGSize]
}

extension LayoutEngine {
    /// Lays the whole tree out in the window and returns what it noted.
    package func layOutNoting() -> LayoutNotes {
        guidedArrangements = [:]
        customLayoutProposals = [:]
        place(nodes[0].outer, at: .zero, ProposedViewSize(viewport))
        return LayoutNotes(viewThatFitsChoices: viewThatFitsChoices, guidedArrangements: guidedArrangements ?? [:],
                           customLayoutProposals: customLayoutProposals ?? [:], geometryReaderSizes: geometryReaderSizes)
    }
}
