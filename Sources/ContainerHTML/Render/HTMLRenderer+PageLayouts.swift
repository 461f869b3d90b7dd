import ContainerLayout
import ContainerUICore
import Foundation

/// One page serves every window width, but some of what it draws only the layout engine knows
/// (what a `ViewThatFits` chooses, where guides align, how a custom layout answers its
/// proposal). The renderer lays the whole tree out for windows of a few widths and fits what it
/// writes to the results.
extension HTMLRenderer {
    /// The window widths of the page layouts, as multiples of the render's: the first three are
    /// made together on first use; the other three only for a node placed in fewer of those (a
    /// `ViewThatFits` that is a candidate of another, say).
    static let pageLayoutWindowFactors: [CGFloat] = [1, 2, 0.5, 1.5, 3, 4]

    /// The page layouts in `range` (indices into ``pageLayoutWindowFactors``), making them and
    /// every one before them first; each is made once per render.
    mutating func pageLayouts(_ range: Range<Int>) -> ArraySlice<PageLayout> {
        if pageLayouts.count < range.upperBound, let root {
            let size = options.containerSize
            for factor in Self.pageLayoutWindowFactors[pageLayouts.count..<range.upperBound] {
                let window = CGSize(width: size.width * factor, height: size.height)
                pageLayouts.append(PageLayout(window: window.width, notes: LayoutEngine(root: root, viewport: window).layOutNoting()))
            }
        }
        return pageLayouts[range.clamped(to: pageLayouts.indices)]
    }
}

/// A layout of the whole tree for a window of one width.
struct PageLayout {
    /// The window's width.
    var window: CGFloat
    var notes: LayoutNotes
}
