import ContainerUICore
import Foundation

/// One step of the layout tree: a node's own content, or one layout modifier wrapping the step
/// inside it. A node with modifiers is a chain of items, outermost last; its frame is the frame
/// of its outermost item.
struct LayoutItem {
    /// What the item does.
    enum Role {
        case content
        case padding(EdgeInsets)
        case frame(FixedFrame)
        case flexibleFrame(FlexibleFrame)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case containerRelative(ContainerRelativeFrame)
        case aspectRatio(CGFloat?, ContentMode)
        case layer(items: [Int], alignment: Alignment)
        case offset(CGSize)
    }

    var role: Role
    /// The node the item belongs to.
    var node: Int
    /// The item inside this one (modifiers), or -1 (content).
    var inner: Int = -1
}

/// A node of the resolved tree as the engine needs it, beside the node itself (the engine's
/// `resolvedNodes`), which gives its kind, id and container values.
struct LayoutNodeRecord {
    /// Where the outermost items of the node's children are in the engine's `childItems`.
    var childStart = 0
    /// The number of children.
    var childCount = 0
    /// The record after the node's subtree: records are numbered in preorder (the node, its
    /// children's subtrees, then its background and overlay views'), which is the result's order.
    var end = 0
    /// The node's outermost item.
    var outer = -1
    /// The node's content item.
    var content = -1
    /// The axis of the stack the node is a child of, for spacers and dividers.
    var stackAxis: Axis?
    /// The font of text that sets none (list headers and footers use `.footnote`).
    var defaultFont: Font = .body
    /// Text is drawn upper-cased (list headers).
    var isUppercased = false
    /// The node's `layoutPriority`.
    var priority: Double = 0
    /// Columns spanned in a `Grid` (`gridCellColumns`).
    var gridSpan = 1
    /// The node is hidden (`hidden()`): arranged views of a `StackView` then take no space.
    var isHidden = false
    /// The content margins that apply to a scroll view.
    var contentMargins: EdgeInsets?
    /// The rotation drawn on the node (`rotationEffect`), in degrees; no effect on layout.
    var rotation: Double = 0
    /// What the hot paths ask of the node's kind, kept as flags so that they need not copy it.
    var isLeaf = false, isSpacer = false, isCustomLayout = false
    /// A scroll view or list: the nearest container of what is inside, for `containerRelativeFrame`.
    var isContainerBoundary = false

    /// Sets the flags for a node of `kind`.
    mutating func classify(_ kind: ResolvedKind) {
        switch kind {
        case .text, .image, .color, .fill, .shape, .divider: isLeaf = true
        case .spacer: isLeaf = true; isSpacer = true
        case .layout: isCustomLayout = true
        case .scrollView, .list: isContainerBoundary = true
        default: break
        }
    }
}
