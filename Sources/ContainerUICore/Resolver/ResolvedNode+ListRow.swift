/// What a list row's own modifiers set: `listRowInsets`, `listRowBackground` and `badge`.
package struct ListRowOptions {
    /// The insets of the row's content, or `nil` for the list's.
    package var insets: EdgeInsets?
    /// The views filling the row behind its content, or `nil` for the list's background.
    package var background: [ResolvedNode]?
    /// The views at the row's trailing edge, or `nil` for none.
    package var badge: [ResolvedNode]?
}

extension ResolvedNode {
    /// The list-row options of this node. Like other row traits, the innermost of each wins:
    /// the first in the node's modifiers, which are recorded from the inside out.
    package var listRowOptions: ListRowOptions {
        var options = ListRowOptions()
        for modifier in modifiers {
            switch modifier {
            case .listRowInsets(let insets) where options.insets == nil: options.insets = insets
            case .listRowBackground(.content(let nodes, _)) where options.background == nil: options.background = nodes
            case .badge(.content(let nodes, _)) where options.badge == nil: options.badge = nodes
            default: break
            }
        }
        return options
    }
}
