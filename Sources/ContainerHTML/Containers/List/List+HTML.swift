import ContainerUICore
import Foundation

/// `List` in iOS's styles. Inset grouped (the default): a grey scrolling page of white rounded
/// section cards, each section's header (footnote, secondary, uppercase) above its card and its
/// footer below; grouped: the cards reach both edges; plain and inset: rows on the system
/// background under headline headers, from edge to edge or inset with rounded sections. Each
/// content subview is an `<li>` row. A separator is drawn under a row, from its leading inset,
/// unless that row or the next one hides it with `listRowSeparator(.hidden)` or the rows are
/// apart (`listRowSpacing`). A row's `listRowInsets` pad it, its `listRowBackground` fills it
/// behind its content, and its `badge` sits at its trailing edge. A table's list (a `Table` in a
/// regular size class, whose list has the `table` role) writes its rows as `<div>`s in a
/// `rowgroup` instead: its rows are ARIA `row`s, which a list item cannot be. The metrics are
/// ``ResolvedList``'s, which the layout engine uses too.
extension HTMLRenderer {
    mutating func renderList(_ node: ResolvedNode, _ list: ResolvedList, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-list")
        switch list.style {
        case .grouped: writer.addClass("cui-lgrp")
        case .inset: writer.addClass("cui-linset")
        case .plain: writer.addClass("cui-lplain")
        case .insetGrouped, .sidebar: break
        }
        if !list.showsBackground { writer.addClass("cui-lnobg") }
        if list.separatesRows, let spacing = list.rowSpacing {
            writer.addClass("cui-lrs")
            writer.styleVar("--cui-lrg", px: Double(spacing))
        }
        if let spacing = list.sectionSpacing { writer.styleVar("--cui-lsg", px: Double(spacing)) }
        if list.minRowHeight != 44 { writer.styleVar("--cui-lmh", px: Double(list.minRowHeight)) }
        if let margins = safeAreaInsetMargins(of: node) {
            writer.addClass("cui-lsa")
            writer.styleVar("--cui-sat", px: Double(margins.top))
            writer.styleVar("--cui-sal", px: Double(margins.leading))
            writer.styleVar("--cui-sab", px: Double(margins.bottom))
            writer.styleVar("--cui-sar", px: Double(margins.trailing))
        }
        writeScrollability(list.isScrollEnabled)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let isTable = modifierFlags.contains(.accessibilityRole) && node.accessibilityRole == .table
        let saved = context
        context.isInVerticalScroll = true
        context.isHeightBounded = false
        context.scrollAxis = .vertical
        let index = list.showsSectionIndex ? sectionIndex(of: node) : []
        var margins = SectionMarginsCSS()
        for (position, section) in node.children.enumerated() {
            let info: ResolvedSection? = if case .section(let info) = section.kind { info } else { nil }
            margins.next(list, info, isFirst: position == 0, isLast: position == node.children.count - 1)
            let rows = info?.contentRange(childCount: section.children.count) ?? 0..<1
            renderListSection(section, list, rows: rows, info: info, isTable: isTable, margins: margins,
                              isIndexed: index.contains { $0.section == position })
        }
        if !index.isEmpty { renderSectionIndex(index, of: node) }
        context = saved
        writer.endElement(tag)
    }

    private mutating func renderListSection(
        _ section: ResolvedNode, _ list: ResolvedList, rows: Range<Int>, info: ResolvedSection?, isTable: Bool,
        margins: SectionMarginsCSS, isIndexed: Bool
    ) {
        let single = info == nil
        startNodeElement("div", section)
        if isIndexed { writeSectionAnchor(section) }
        writer.addClass("cui-lsec")
        if let css = margins.css {
            writer.addClass("cui-lsm")
            writer.styleVar("--cui-smt", px: Double(css.top))
            writer.styleVar("--cui-sms", px: Double(css.leading))
            writer.styleVar("--cui-smb", px: Double(css.bottom))
            writer.styleVar("--cui-sme", px: Double(css.trailing))
        }
        writer.endStartTag()
        if let info, info.headerCount > 0 {
            decoration(section, range: 0..<info.headerCount, list, isHeader: true, isProminent: info.headerProminence == .increased)
        }
        // A collapsed section is its header alone: no rows, so no card and no separators.
        if info?.isExpanded != false {
            let rowsTag: StaticString = isTable ? "div" : "ul"
            writer.startElement(rowsTag)
            writer.attribute("data-node", section.id)
            if isTable { writer.attribute("role", static: "rowgroup") }
            writer.addClass("cui-lrows")
            if list.style == .grouped, !single { sectionSeparators(of: section, rows: rows) }
            writer.endStartTag()
            let children = single ? [section] : Array(section.children[rows])
            for (index, row) in children.enumerated() {
                let next = index + 1 < children.count ? children[index + 1] : nil
                let hidden = list.separatesRows || next == nil || row.hidesSeparator(.bottom) || next?.hidesSeparator(.top) == true
                renderListRow(row, separator: !hidden, tint: row.separatorTint(.bottom) ?? next?.separatorTint(.top), isTable: isTable)
            }
            writer.endElement(rowsTag)
        }
        if let info, info.footerCount > 0 {
            decoration(section, range: (section.children.count - info.footerCount)..<section.children.count, list, isHeader: false)
        }
        writer.endElement("div")
    }

    /// A grouped list's section separators, full-width hairlines above and below the rows (drawn
    /// by the stylesheet), each hidden by `listSectionSeparator(.hidden, edges:)` or coloured by
    /// `listSectionSeparatorTint(_:edges:)`. As in SwiftUI, the modifiers act on the section
    /// from any of its rows (a modifier on a `Section` is on each of its members); the first
    /// row's innermost modifier wins.
    private mutating func sectionSeparators(of section: ResolvedNode, rows: Range<Int>) {
        for (edge, hidden, variable) in [(VerticalEdge.top, StaticString("cui-lsnt"), StaticString("--cui-lsst")),
                                         (.bottom, "cui-lsnb", "--cui-lssb")] {
            let edges: VerticalEdge.Set = edge == .top ? .top : .bottom
            var visibility: Visibility?, tint: Color?
            for row in section.children[rows] {
                for modifier in row.modifiers {
                    switch modifier {
                    case .listSectionSeparator(let value, let on) where on.contains(edges) && visibility == nil: visibility = value
                    case .listSectionSeparatorTint(let color, let on) where on.contains(edges) && tint == nil: tint = color
                    default: break
                    }
                }
            }
            if visibility == .hidden {
                writer.addClass(hidden)
            } else if let tint {
                writer.styleVarStart(variable)
                writer.styleColor(tint)
                writer.styleVarEnd()
            }
        }
    }

    /// One row: the row's views, then its badge; its background behind them; a separator under
    /// it, in `tint` or the list's colour. A list item, or a `<div>` in a table.
    private mutating func renderListRow(_ row: ResolvedNode, separator: Bool, tint: Color?, isTable: Bool) {
        let parts = row.listRowOptions
        let tag: StaticString = isTable ? "div" : "li"
        writer.startElement(tag)
        writer.attribute("data-node", row.id)
        writer.addClass("cui-lrow")
        writer.addClass("cui-row")
        if separator {
            writer.addClass("cui-lsep")
            if let tint {
                writer.styleVarStart("--cui-lsc")
                writer.styleColor(tint)
                writer.styleVarEnd()
            }
        }
        if parts.background != nil { writer.addClass("cui-layered") }
        if let insets = parts.insets {
            writer.styleVar("--cui-rit", px: Double(insets.top))
            writer.styleVar("--cui-ris", px: Double(insets.leading))
            writer.styleVar("--cui-rib", px: Double(insets.bottom))
            writer.styleVar("--cui-rie", px: Double(insets.trailing))
        }
        writer.endStartTag()
        render(row, placement: .stack(.horizontal))
        if let badge = parts.badge {
            writer.startElement("div")
            writer.addClass("cui-lbadge")
            writer.endStartTag()
            for node in badge { render(node, placement: .stack(.horizontal)) }
            writer.endElement("div")
        }
        if let background = parts.background {
            renderLayer(.content(background, alignment: .center), of: row, isBackground: true)
        }
        writer.endElement(tag)
    }

    /// A header or footer: grouped lists' headers are small, secondary and upper-cased, plain
    /// lists' in the headline font, prominent ones (`headerProminence(.increased)`) in bold
    /// `title3` in the primary colour, not upper-cased; footers are small and secondary. Views
    /// may set their own style.
    private mutating func decoration(_ section: ResolvedNode, range: Range<Int>, _ list: ResolvedList, isHeader: Bool, isProminent: Bool = false) {
        startNodeElement("div", section)
        writer.addClass(list.isGrouped ? (isHeader ? "cui-lh" : "cui-lf") : "cui-lph")
        if isProminent && list.isGrouped { writer.addClass("cui-lhp") }
        writer.endStartTag()
        let saved = context
        let plainHeader = isHeader && !list.isGrouped
        context.changeStyles {
            $0.defaultFont = isProminent ? .prominentSectionHeader : plainHeader ? .headline : .footnote
            $0.defaultForeground = isProminent || plainHeader ? nil : .hierarchical(1)
        }
        for index in range { render(section.children[index], placement: .stack(.vertical)) }
        context = saved
        writer.endElement("div")
    }
}

extension ResolvedNode {
    /// The colour `listRowSeparatorTint(_:edges:)` gives the separator on `edge`, the innermost
    /// first; `nil` for the list's.
    func separatorTint(_ edge: VerticalEdge) -> Color? {
        for modifier in modifiers {
            if case .listRowSeparatorTint(let color, let edges) = modifier, edges.contains(edge == .top ? .top : .bottom) { return color }
        }
        return nil
    }

    /// Whether `listRowSeparator(.hidden, edges:)` hides the separator on `edge`.
    func hidesSeparator(_ edge: VerticalEdge) -> Bool {
        has {
            guard case .listRowSeparator(let visibility, let edges) = $0 else { return false }
            return visibility == .hidden && edges.contains(edge == .top ? .top : .bottom)
        }
    }
}
