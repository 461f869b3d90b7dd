/// What a list row's own modifiers set: `listRowInsets`, `listRowBackground` and `badge`.
package struct ListRowOptions {
    /// The insets of the row's content, or `nil` for the list's: the edges `listRowInsets` does
    /// not set keep the list's (``ResolvedList/defaultRowInsets``).
    package var insets: EdgeInsets? { insetEdges.isEmpty ? nil : ownInsets }
    /// The edges whose insets the row's modifiers set.
    package var insetEdges: Edge.Set = []
    /// The insets of the set edges, the list's on the others.
    private var ownInsets = ResolvedList.defaultRowInsets
    /// The views filling the row behind its content, or `nil` for the list's background.
    package var background: [ResolvedNode]?
    /// The views at the row's trailing edge, or `nil` for none.
    package var badge: [ResolvedNode]?
}

extension ResolvedNode {
    /// The list-row options of this node. Like other row traits, the innermost of each (of each
    /// edge, for the insets) wins:
    /// the first in the node's modifiers, which are recorded from the inside out.
    package var listRowOptions: ListRowOptions {
        var options = ListRowOptions()
        for modifier in modifiers {
            switch modifier {
            case .listRowInsets(let insets, let edges): options.setInsets(insets, on: edges)
            case .listRowBackground(.content(let nodes, _)) where options.background == nil: options.background = nodes
            case .badge(.content(let nodes, _)) where options.badge == nil: options.badge = nodes
            default: break
            }
        }
        return options
    }
}

extension ListRowOptions {
    /// Takes `insets` on those of `edges` that no inner modifier set.
    fileprivate mutating func setInsets(_ insets: EdgeInsets, on edges: Edge.Set) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) && !insetEdges.contains(Edge.Set(edge)) {
            ownInsets[edge: edge] = insets[edge: edge]
            insetEdges.insert(Edge.Set(edge))
        }
    }
}
