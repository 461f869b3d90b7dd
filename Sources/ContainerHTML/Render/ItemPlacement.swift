import ContainerUICore
import Foundation

/// What a parent asks of the outermost element of a child: how it grows, and any part it plays
/// in the parent's layout (scroll-snap target, grid span, absolute position, ...).
struct ItemPlacement {
    /// The axis of the parent stack, for spacers and dividers; `nil` outside stacks.
    var stackAxis: Axis?
    /// The child is a scroll-snap target.
    var isSnapTarget = false
    /// Snapping stops at this child (`scroll-snap-stop: always`).
    var snapStops = false
    /// A hidden child takes no space (`UIStackView` arranged views).
    var removesWhenHidden = false
    /// Columns spanned in a `Grid`, or `nil`.
    var gridSpan: Int?
    /// The child spans every column of its grid.
    var spansAllColumns = false
    /// The vertical alignment of the child's grid row, or `nil`.
    var rowAlignment: VerticalAlignment?
    /// The horizontal alignment of the child's grid column (`gridColumnAlignment`), or `nil`.
    var columnAlignment: HorizontalAlignment?
    /// The axes along which the child does not size its `Grid` column or row
    /// (`gridCellUnsizedAxes`).
    var gridUnsizedAxes: Axis.Set = []
    /// The unit point of its `Grid` cell where the child is placed (`gridCellAnchor`), or `nil`.
    var gridAnchor: UnitPoint?
    /// The child takes the extra space of a `StackView` with `.fill` distribution.
    var takesExtraSpace = false
    /// The child's weight in a `StackView` with a filling distribution (`flex: w 1 0`), or `nil`.
    var flexWeight: Double?
    /// Where the renderer's `guidedChildren` holds the child's place in a stack aligned by
    /// guides, or -1.
    var guidedChild: Int32 = -1
    /// Where the renderer's `layoutChildren` holds the child's place in a custom layout, or -1.
    var layoutChild: Int32 = -1
    /// The child's place among its siblings as drawn (CSS `order`) where the document writes
    /// them in the order assistive technologies reach them, or -1.
    var drawnOrder: Int32 = -1

    /// A child of a stack along `axis`.
    static func stack(_ axis: Axis?) -> ItemPlacement { ItemPlacement(stackAxis: axis) }

    /// A child with no special role.
    static let plain = ItemPlacement()
}
