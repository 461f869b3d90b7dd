import ContainerUICore
import Foundation

/// The margins of a list's sections in CSS, section by section: where a section or the one above
/// it sets `listSectionMargins`, the section's margins replace the stylesheet's (the list's
/// padding gives the side inset, so the sides are written relative to it; the gap above a
/// section is the upper section's bottom margin plus its own top margin; only the last section's
/// bottom margin adds to the list's bottom padding). ``ResolvedList/sectionMargins(_:isFirst:isLast:)``
/// holds the rule the layout engine follows too.
struct SectionMarginsCSS {
    /// The margins to write on the current section, or `nil` to leave the stylesheet's.
    private(set) var css: EdgeInsets?
    /// The bottom margin of the section above.
    private var previousBottom: CGFloat = 0
    /// Whether the section above set its bottom margin.
    private var previousSetsBottom = false

    /// Moves on to the next section, `info` (`nil` for a row that is not in a section).
    mutating func next(_ list: ResolvedList, _ info: ResolvedSection?, isFirst: Bool, isLast: Bool) {
        let margins = list.sectionMargins(info, isFirst: isFirst, isLast: isLast)
        let edges = info?.marginEdges ?? []
        if edges.isEmpty && !previousSetsBottom {
            css = nil
        } else {
            css = EdgeInsets(
                top: isFirst ? margins.top : previousBottom + margins.top, leading: margins.leading - list.sideInset,
                bottom: isLast ? margins.bottom - list.bottomInset : 0, trailing: margins.trailing - list.sideInset)
        }
        previousBottom = margins.bottom
        previousSetsBottom = edges.contains(.bottom)
    }
}
