import ContainerUICore
import Foundation

/// `Label`, `Button` and `Link`: phrasing containers whose text defaults to the tint (the
/// environment's `tint(_:)` where the control was declared, or the accent colour).
extension HTMLRenderer {
    /// A label: an inline flex row of its icon and title, `spacing` apart.
    mutating func renderLabel(spacing: CGFloat, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        startNodeElement("span", node)
        writer.addClass("cui-label")
        if spacing != Label<Text, Image>.defaultSpacing { writer.styleVar("--cui-lgap", px: Double(spacing)) }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let saved = context
        context.isPhrasing = true
        renderChildren(of: node, placement: .stack(.horizontal))
        context = saved
        writer.endElement("span")
    }

    /// `<button type="button">`, its label in the tint, red for `.destructive`, with its
    /// accessibility role (a tab bar's tab); inert inside another control.
    mutating func renderButton(role: ButtonRole?, tint: ResolvedShapeStyle?, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let isInert = context.isInteractive
        startNodeElement(isInert ? "span" : "button", node)
        writer.addClass("cui-btn")
        if !isInert {
            writer.attribute("type", static: "button")
            if context.isDisabled { writer.attribute("disabled") }
            contentNamedControlLabel(node)
            if modifierFlags.contains(.accessibilityTraits) { pressedState(node.accessibilityTraits) }
            if modifierFlags.contains(.accessibilityRole), let role = node.accessibilityRole { writeRole(role) }
        }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let saved = context
        context.isPhrasing = true
        context.isInteractive = true
        context.changeStyles { $0.defaultForeground = role == .destructive ? .color(.red) : tint ?? .tint }
        renderChildren(of: node, placement: .stack(.horizontal))
        context = saved
        writer.endElement(isInert ? "span" : "button")
    }

    /// `aria-pressed` for a button that is a toggle (pressed when also selected) or is selected.
    private mutating func pressedState(_ traits: AccessibilityTraits) {
        if traits.contains(.isToggle) {
            writer.attribute("aria-pressed", static: traits.contains(.isSelected) ? "true" : "false")
        } else if traits.contains(.isSelected) {
            writer.attribute("aria-pressed", static: "true")
        }
    }

    /// `<a href>` for http, https, mailto and relative URLs, its label in the tint; any other
    /// scheme gives an inert `<a>`.
    mutating func renderLink(_ destination: URL, tint: ResolvedShapeStyle?, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let isInert = context.isInteractive
        startNodeElement(isInert ? "span" : "a", node)
        writer.addClass("cui-link")
        if !isInert {
            if let href = SafeURL.href(destination), !context.isDisabled { writer.attribute("href", href) }
            contentNamedControlLabel(node)
        }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let saved = context
        context.isPhrasing = true
        context.isInteractive = true
        context.changeStyles { $0.defaultForeground = tint ?? .tint }
        renderChildren(of: node, placement: .stack(.horizontal))
        context = saved
        writer.endElement(isInert ? "span" : "a")
    }

    /// Writes `aria-label` from the accessibility label or, failing that, the text of the label
    /// views, followed by the accessibility value unless `withValue` is false (a slider's is its
    /// `aria-valuetext`).
    mutating func accessibleName(_ node: ResolvedNode, fallback: StaticString, withValue: Bool = true) {
        writer.attributeStart("aria-label")
        if let label = node.accessibilityLabel {
            writer.attributeText(label)
        } else if !appendText(of: node.children) {
            writer.raw(fallback)
        }
        if withValue, let value = nodeAccessibility?.value, !value.isEmpty {
            writer.raw(", ")
            writer.attributeText(value)
        }
        writer.attributeEnd()
    }

    /// Appends the text of every `Text` below `nodes` to the open attribute; false if there was none.
    mutating func appendText(of nodes: [ResolvedNode]) -> Bool {
        var found = false
        for node in nodes {
            if case .text(let text) = node.kind {
                if found { writer.raw(" ") }
                appendRuns(text)
                found = true
            } else if appendText(of: node.children) {
                found = true
            }
        }
        return found
    }

    private mutating func appendRuns(_ text: ResolvedText) {
        writer.attributeText(text.string)
        for run in text.appended { appendRuns(run) }
    }
}
