import Foundation

/// A resolved `List`: its style and the list settings of its environment. The metrics are iOS's,
/// as the stylesheet draws them, shared by the layout engine and the HTML renderer.
public struct ResolvedList: Equatable, Sendable, CustomStringConvertible {
    /// The style (`listStyle(_:)`).
    public var style: ListStyleKind
    /// The space between rows (`listRowSpacing(_:)`), or `nil` for none.
    public var rowSpacing: CGFloat?
    /// The space between sections (`listSectionSpacing(_:)`), or `nil` for the style's.
    public var sectionSpacing: CGFloat?
    /// The least height of a row (`defaultMinListRowHeight`).
    public var minRowHeight: CGFloat
    /// Whether the list draws its background (`scrollContentBackground(_:)`).
    public var showsBackground: Bool
    /// Whether people can scroll it (`scrollDisabled(_:)` turns it off).
    public var isScrollEnabled: Bool
    /// Whether it shows its section index (`listSectionIndexVisibility(_:)`); see
    /// ``showsSectionIndex``.
    public var sectionIndexVisibility: Visibility

    /// A list in `style` with the default settings.
    public init(style: ListStyleKind = .insetGrouped, rowSpacing: CGFloat? = nil, sectionSpacing: CGFloat? = nil,
                minRowHeight: CGFloat = 44, showsBackground: Bool = true, isScrollEnabled: Bool = true,
                sectionIndexVisibility: Visibility = .automatic) {
        self.style = style
        self.rowSpacing = rowSpacing
        self.sectionSpacing = sectionSpacing
        self.minRowHeight = minRowHeight
        self.showsBackground = showsBackground
        self.isScrollEnabled = isScrollEnabled
        self.sectionIndexVisibility = sectionIndexVisibility
    }

    /// The settings that differ from the default, in the order of the properties.
    public var description: String {
        var parts: [String] = []
        if style != .insetGrouped { parts.append(style.rawValue) }
        if let rowSpacing { parts.append("rowSpacing: \(rowSpacing.shortDescription)") }
        if let sectionSpacing { parts.append("sectionSpacing: \(sectionSpacing.shortDescription)") }
        if minRowHeight != 44 { parts.append("minRowHeight: \(minRowHeight.shortDescription)") }
        if !showsBackground { parts.append("background: hidden") }
        if !isScrollEnabled { parts.append("scroll disabled") }
        if sectionIndexVisibility != .automatic { parts.append("section index: \(sectionIndexVisibility)") }
        return parts.joined(separator: ", ")
    }

    /// A row's content insets unless `listRowInsets` sets them: 11 points above and below, 16 at
    /// the sides.
    package static let defaultRowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// How much wider the leading inset of a row is for each level of an outline (a disclosure
    /// group's content): UIKit's default indentation width of a cell.
    package static let outlineIndentWidth: CGFloat = 10
    /// Sections are cards on the grouped background, with footnote, uppercase headers
    /// (`insetGrouped`, `grouped`, `sidebar`); otherwise rows lie on the system background under
    /// headline headers.
    package var isGrouped: Bool { style.isGrouped }
    /// The space between the list's edges and its sections.
    package var sideInset: CGFloat { style == .grouped || style == .plain ? 0 : 20 }
    /// The corner radius of a section's card (of each row's, with row spacing).
    package var cornerRadius: CGFloat { sideInset == 0 ? 0 : 10 }
    /// The space above the first section.
    package var topInset: CGFloat { isGrouped ? 35 : 0 }
    /// The space between sections.
    package var sectionGap: CGFloat { sectionSpacing ?? (isGrouped ? 35 : style == .inset ? 20 : 0) }
    /// The space below the last section.
    package var bottomInset: CGFloat { style == .plain ? 0 : 20 }
    /// The space between a header or footer and the rows, and at the header's or footer's
    /// other edge.
    package var decorationPadding: (towardRows: CGFloat, outer: CGFloat) { isGrouped ? (7, 0) : (8, 8) }
    /// Whether the section index shows, when some section has a `sectionIndexLabel`: always when
    /// `.visible`, never when `.hidden`, and when `.automatic` in the `plain` and `inset`
    /// styles, whose rows reach the trailing edge where the index sits (iOS's contacts-style
    /// list); the grouped styles leave it out unless asked.
    package var showsSectionIndex: Bool {
        switch sectionIndexVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: style == .plain || style == .inset
        }
    }

    /// The space around a section, as ``margins`` and ``marginEdges`` of `section` set it or
    /// else the style's: at the sides the side inset; above and below, half the gap between
    /// sections, except the top inset above the first section and the bottom inset below the
    /// last. The gap between two sections is the upper one's bottom margin plus the lower one's
    /// top margin, so that without margins it is the style's (or `listSectionSpacing`'s).
    package func sectionMargins(_ section: ResolvedSection?, isFirst: Bool, isLast: Bool) -> EdgeInsets {
        var margins = EdgeInsets(
            top: isFirst ? topInset : sectionGap / 2, leading: sideInset,
            bottom: isLast ? bottomInset : sectionGap / 2, trailing: sideInset)
        if let section {
            for edge in Edge.allCases where section.marginEdges.contains(Edge.Set(edge)) { margins[edge: edge] = section.margins[edge: edge] }
        }
        return margins
    }

    /// Whether rows are separate cards, without separators.
    package var separatesRows: Bool { (rowSpacing ?? 0) > 0 }
}
