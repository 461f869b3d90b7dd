import ContainerLayout
import ContainerUICore
import Foundation

/// `safeAreaInset`: a wrapper of its own whose inset views are a layer over it, aligned at the
/// edge (as an overlay's), and which makes room for them: a scroll view or list inside keeps the
/// whole frame and takes the room as content margins (padding and scroll padding, so that its
/// content scrolls under the inset and its end can scroll clear of it); any other view is padded
/// by it. The room is the inset views' length along the edge's axis, measured by the layout
/// engine for the render's window (proposed its width for `.top` and `.bottom`, its height for
/// the side edges, and nothing across), plus the spacing; the page holds it in px.
extension HTMLRenderer {
    /// The room `inset` takes from the view it modifies.
    func safeAreaInsetLength(_ inset: ResolvedSafeAreaInset) -> CGFloat {
        let window = options.containerSize
        let proposal = inset.axis == .vertical
            ? ProposedViewSize(width: window.width, height: nil)
            : ProposedViewSize(width: nil, height: window.height)
        var length: CGFloat = 0
        for view in inset.nodes {
            let size = LayoutEngine(root: view, viewport: window).size(ofNode: 0, proposal)
            length = max(length, inset.axis == .vertical ? size.height : size.width)
        }
        return length + inset.spacing
    }

    /// The content margins the `safeAreaInset`s of a scroll view or list add, or `nil`.
    func safeAreaInsetMargins(of node: ResolvedNode) -> EdgeInsets? {
        guard node.hasContentLayers else { return nil }
        var margins: EdgeInsets?
        for modifier in node.modifiers {
            guard case .safeAreaInset(let inset) = modifier else { continue }
            margins = (margins ?? EdgeInsets()) + inset.insets(safeAreaInsetLength(inset))
        }
        return margins
    }

    /// The padding of a box holding the `safeAreaInset` of a view that is not a scroll view or
    /// list (which take it as content margins instead).
    mutating func safeAreaInsetPadding(_ inset: ResolvedSafeAreaInset, of node: ResolvedNode) {
        switch node.kind {
        case .scrollView, .list: return
        default: padding(inset.insets(safeAreaInsetLength(inset)))
        }
    }
}
