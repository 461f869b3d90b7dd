import Foundation

extension View {
    /// Keeps this `Grid` cell from sizing its column (`.horizontal`) or row (`.vertical`): along
    /// those axes it is offered the size the grid's other cells give the column or row, so a
    /// colour or a divider takes the width of the other cells instead of widening the grid.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name"); Text("Score") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    ///     GridRow { Text("Ada"); Text("12") }
    /// }
    /// ```
    @inline(__always)
    @inlinable
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        node(.gridCellUnsizedAxes(axes))
    }

    /// Places this `Grid` cell's view at `anchor` of its cell (`.topTrailing`, or any unit point),
    /// instead of where its row's and column's alignments put it.
    @inline(__always)
    @inlinable
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        node(.gridCellAnchor(anchor))
    }
}
