import ContainerUICore
import Foundation

/// One step of the layout tree: a node's own content, or one layout modifier wrapping the step
/// inside it. A node with modifiers is a chain of items, outermost last; its frame is the frame
/// of its outermost item. Plain data (what a role holds beyond numbers is kept by the engine), so
/// reading, copying and freeing items retains nothing.
struct LayoutItem {
    /// What the item does.
    enum Role {
        case content
        case padding(EdgeInsets)
        case frame(FixedFrame)
        /// The frame at this index of the engine's `flexibleFrames`.
        case flexibleFrame(Int)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// The frame at this index of the engine's `relativeFrames`.
        case containerRelative(Int)
        case aspectRatio(CGFloat?, ContentMode)
        /// The layer views' outermost items, at these positions of the engine's `layerItems`.
        case layer(items: Range<Int>, alignment: Alignment)
        case offset(CGSize)
        /// `position(x:y:)`: the proposal's size, the inner item centred on the point.
        case position(CGPoint)
        /// `safeAreaInset`: the inset at this index of the engine's `safeAreaInsets`.
        case safeAreaInset(Int)
        /// `alignmentGuide`: the guide at this index of the engine's `alignmentGuides`; the inner
        /// item's size and place.
        case alignmentGuide(Int)
    }

    var role: Role
    /// The node the item belongs to.
    var node: Int
    /// The item inside this one (modifiers), or -1 (content).
    var inner: Int = -1
}

/// The font of text that sets none, as the node's container decides it.
enum DefaultTextFont: UInt8 {
    case body
    /// List footers, and grouped lists' headers.
    case footnote
    /// Plain lists' headers.
    case headline
    /// Prominent section headers (`headerProminence(.increased)`): `title3`, bold.
    case prominentHeader

    var font: Font {
        switch self {
        case .body: .body
        case .footnote: .footnote
        case .headline: .headline
        case .prominentHeader: .prominentSectionHeader
        }
    }
}

/// A node of the resolved tree as the engine needs it, beside the node itself (the engine's
/// `resolvedNodes`), which gives its kind, id and container values. Plain data: copying a record
/// retains nothing.
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
    /// How the node arranges its children, for the containers laid out most often; `nil` for
    /// leaves and the other containers, whose resolved kind says.
    var arranger: Arranger?
    /// The axis of the stack the node is a child of, for spacers and dividers.
    var stackAxis: Axis?
    /// The font of text that sets none: `.body`, or a list header's or footer's.
    var textFont = DefaultTextFont.body
    /// Text is drawn upper-cased (list headers).
    var isUppercased = false
    /// Where the node's list-row modifiers are in the engine's `listRowParts`, or -1.
    var rowParts: Int32 = -1
    /// The node's `layoutPriority`; a spacer's own is the lowest there is, so that a stack offers
    /// the other children all but the spacers' minimum lengths before the spacers get the rest.
    var priority: Double = 0
    /// Columns spanned in a `Grid` (`gridCellColumns`).
    var gridSpan = 1
    /// The alignment the cell sets for its `Grid` column (`gridColumnAlignment`), or `nil`.
    var gridColumnAlignment: HorizontalAlignment?
    /// The node is hidden (`hidden()`): arranged views of a `StackView` then take no space.
    var isHidden = false
    /// The content margins that apply to a scroll view.
    var contentMargins: EdgeInsets?
    /// A scroll view's or list's own `safeAreaInset`s, at these indices of the engine's
    /// `safeAreaInsets`: they add to its content margins.
    var safeAreaInsets: Range<Int32> = 0..<0
    /// The rotation drawn on the node (`rotationEffect`), in degrees; no effect on layout.
    var rotation: Double = 0
    /// What the hot paths ask of the node's kind, kept as flags so that they need not copy it.
    var isLeaf = false, isSpacer = false, isCustomLayout = false
    /// A scroll view or list: the nearest container of what is inside, for `containerRelativeFrame`.
    var isContainerBoundary = false
    /// The scroll target its scroll view shows first (a paging tab view's selected page).
    var isInitialScrollTarget = false
    /// A `ViewThatFits`, whose choice the engine notes when it places it.
    var isViewThatFits = false
    /// A `GeometryReader`, whose frame the engine notes when it places it.
    var isGeometryReader = false
    /// The node's content is offered heights a view of the tree bounds (a fixed or maximum
    /// height of a frame on it or above it, no `fixedSize` vertically in between), rather than
    /// the window's: a text then shows the lines that fit, as SwiftUI's does. The window's
    /// height is left out, as the page lets content taller than the window scroll.
    var isHeightBounded = false
    /// The node has explicit alignment guides for its parent (its own `alignmentGuide`, or its
    /// stack's children's: see ``ResolvedNode/providesExplicitGuides``), or may have them from a
    /// custom layout's `explicitAlignment` (``ResolvedNode/mayProvideLayoutGuides``).
    var providesGuides = false
    /// A stack or `ZStack` that aligns its children by their guides' values (its alignment is
    /// custom or a text baseline, or a child provides guides) rather than by fractions of their sizes.
    var alignsByGuides = false
    /// The node is a text, whose baselines are explicit values (a container's are its
    /// children's, found by arranging it).
    var providesBaselines = false

    /// Whether the node's stack or `ZStack` alignment is a custom one or a text baseline.
    var alignsByValues: Bool {
        switch arranger {
        case .stack(_, let alignment, _), .zStack(let alignment): alignment.isCustom || alignment.vertical.isTextBaseline
        default: false
        }
    }

    /// The containers whose arrangement needs nothing but these values.
    enum Arranger {
        /// Stacks, sections, grid rows, labels, buttons and links.
        case stack(axis: Axis, alignment: Alignment, spacing: CGFloat?)
        case zStack(Alignment)
        /// The window.
        case root
    }

    /// The font of text that sets none.
    var defaultFont: Font { textFont.font }

    /// What a node's children inherit from its kind.
    struct ChildContext {
        /// The axis the children are stacked along, for spacers and dividers.
        var stackAxis: Axis?
        /// Set for a list's children: whether its headers are grouped-style.
        var listIsGrouped: Bool?
        /// A section's content children, and how many of the rest are headers.
        var sectionContent: Range<Int>?
        var sectionHeaderCount = 0
        /// Whether the section's headers are prominent.
        var sectionHeaderIsProminent = false
    }

    /// Sets the flags and the arranger for a node of `kind` with `childCount` children, and says
    /// what the children inherit. The kind is consumed by one switch: matching it copies nothing.
    mutating func classify(_ kind: consuming ResolvedKind, childCount: Int) -> ChildContext {
        var context = ChildContext()
        switch consume kind {
        case .text:
            isLeaf = true
            providesBaselines = true
        case .image, .color, .fill, .shape, .canvas, .formInput, .gauge, .divider: isLeaf = true
        case .spacer:
            isLeaf = true
            isSpacer = true
            priority = -.infinity
        case .layout(let layout):
            isCustomLayout = true
            context.stackAxis = layout.stackOrientation
        case .viewThatFits: isViewThatFits = true
        case .geometryReader: isGeometryReader = true
        case .scrollView(let scroll):
            isContainerBoundary = true
            context.stackAxis = scroll.axes.contains(.vertical) ? .vertical : .horizontal
        case .list(let list):
            isContainerBoundary = true
            context.listIsGrouped = list.isGrouped
        case .root:
            arranger = .root
            context.stackAxis = .vertical
        case .stack(let stack):
            arranger = .stack(axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing)
            context.stackAxis = stack.axis
        case .stackView(let configuration):
            context.stackAxis = configuration.axis
        case .section(let section):
            arranger = .stack(axis: .vertical, alignment: .center, spacing: nil)
            context.stackAxis = .vertical
            context.sectionContent = section.contentRange(childCount: childCount)
            context.sectionHeaderCount = section.headerCount
            context.sectionHeaderIsProminent = section.headerProminence == .increased
        case .gridRow:
            arranger = .stack(axis: .horizontal, alignment: .center, spacing: nil)
            context.stackAxis = .horizontal
        case .label(_, let spacing):
            arranger = .stack(axis: .horizontal, alignment: .center, spacing: spacing)
            context.stackAxis = .horizontal
        case .button, .link:
            arranger = .stack(axis: .horizontal, alignment: .center, spacing: 8)
            context.stackAxis = .horizontal
        case .zStack(let alignment):
            arranger = .zStack(alignment)
        default: break
        }
        return context
    }
}
