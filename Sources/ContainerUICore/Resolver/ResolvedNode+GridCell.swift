import Foundation

extension ResolvedNode {
    /// The axes along which the node, as a `Grid` cell, does not size its column or row
    /// (`gridCellUnsizedAxes(_:)`); the innermost modifier wins.
    package var gridCellUnsizedAxes: Axis.Set {
        for modifier in modifiers {
            if case .gridCellUnsizedAxes(let axes) = modifier { return axes }
        }
        return []
    }

    /// The unit point of its `Grid` cell where the node is placed (`gridCellAnchor(_:)`), or
    /// `nil`; the innermost modifier wins.
    package var gridCellAnchor: UnitPoint? {
        for modifier in modifiers {
            if case .gridCellAnchor(let anchor) = modifier { return anchor }
        }
        return nil
    }
}
