import ContainerUICore
import Foundation

/// ARIA roles of the views the package composes of others where SwiftUI has a control: a tab
/// view's bar is a `tablist` of `tab` buttons over the selected tab's `tabpanel`; a presentation
/// a modal `dialog` or `alertdialog` over inert content; a menu a button with a closed popup, a
/// share link one with a closed dialog (the share sheet); a table in a regular size class a
/// `table` of `row`s of `columnheader`s (the sorted column's with `aria-sort`) and `cell`s.
extension HTMLRenderer {
    /// Writes `role`, or `group` for a view labelled without one, a tab's `aria-selected`, a
    /// dialog's `aria-modal` (and `cui-elev` for the elevated level's colours), a menu or share
    /// button's `aria-haspopup` and `aria-expanded`, a sorted column header's `aria-sort`, or the
    /// class that makes content inert: CSS `interactivity: inert`, which takes it out of reach of
    /// pointer, keyboard and assistive technology as the `inert` attribute does. The attribute
    /// itself is newer than the Nu validator the checks run (20.6.30), which rejects it. An
    /// accessibility representation gets `cui-arep`: transparent, and drawn while the keyboard
    /// focus is inside it.
    mutating func writeRole(_ role: ResolvedAccessibilityRole?) {
        switch role {
        case nil: writer.attribute("role", static: "group")
        case .tabList: writer.attribute("role", static: "tablist")
        case .tabPanel: writer.attribute("role", static: "tabpanel")
        case .tab(let isSelected):
            writer.attribute("role", static: "tab")
            writer.attribute("aria-selected", static: isSelected ? "true" : "false")
        case .dialog(let isAlert, let isElevated):
            writer.attribute("role", static: isAlert ? "alertdialog" : "dialog")
            writer.attribute("aria-modal", static: "true")
            if isElevated { writer.addClass("cui-elev") }
        case .inert: writer.addClass("cui-inert")
        case .representation: writer.addClass("cui-arep")
        case .menuButton:
            writer.attribute("aria-haspopup", static: "menu")
            writer.attribute("aria-expanded", static: "false")
        case .shareButton:
            writer.attribute("aria-haspopup", static: "dialog")
            writer.attribute("aria-expanded", static: "false")
        case .table: writer.attribute("role", static: "table")
        case .tableRow: writer.attribute("role", static: "row")
        case .columnHeader(let order):
            writer.attribute("role", static: "columnheader")
            if let order { writer.attribute("aria-sort", static: order == .forward ? "ascending" : "descending") }
        case .tableCell: writer.attribute("role", static: "cell")
        }
    }

    /// Writes the role of a view made one accessibility element (labelled, or with
    /// `accessibilityElement`): `role`, else a heading when the view has the heading trait (whose
    /// elements inside are then not headings too), else `group`.
    mutating func writeElementRole(_ role: ResolvedAccessibilityRole?, of node: ResolvedNode) {
        if role == nil, modifierFlags.contains(.accessibilityTraits), case let heading = node.accessibilityTraits.heading, !heading.isEmpty {
            writeHeadingRole(heading)
            context.heading = []
        } else {
            writeRole(role)
        }
    }

    /// `role="heading"` with the level of `heading` (2 when it names none, as VoiceOver's headings
    /// have no level of their own and a page's title is its level 1).
    mutating func writeHeadingRole(_ heading: AccessibilityTraits) {
        writer.attribute("role", static: "heading")
        writer.attribute("aria-level", number: Double(heading.headingLevel ?? 2))
    }
}
