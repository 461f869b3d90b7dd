import ContainerUICore
import Foundation

/// Where a node's accessibility details go. Images and controls are one element already: their
/// own element takes the identifier (`data-accessibility-identifier`), the value (after the
/// label in `aria-label`, as VoiceOver reads "label, value"; a slider's `aria-valuetext`) and
/// the description (`aria-describedby`: the hint, and the custom content). Other views take them
/// on the wrapper of their details, which becomes a `role="group"` when it is named or is an
/// accessibility element, and whose children `.combine` and `.ignore` hide (`aria-hidden`)
/// unless one takes focus. The description is a `hidden` element at the end of that wrapper,
/// which descriptions may point to; a value with no name to join, and the custom content of a
/// view without a role (whose description screen readers do not read), are text only screen
/// readers read, after the view's content. The element
/// `accessibilityFocused` names is the one the page focuses when it loads (`autofocus`, with
/// `tabindex="-1"` where the element takes no focus of its own): on the web a screen reader
/// follows the keyboard focus.
extension HTMLRenderer {
    /// The node's details, when it has any and the node being rendered is it.
    var nodeAccessibility: NodeAccessibility? {
        modifierFlags.contains(.accessibilityDetails) ? accessibility : nil
    }

    /// The attributes of the wrapper carrying the details of a view that is not an image or a
    /// control; true when the elements inside it are to be hidden from assistive technologies.
    mutating func writeAccessibilityWrapper(of node: ResolvedNode) -> Bool {
        guard let details = accessibility else { return false }
        if node.kind.consumesAccessibilityLabel { return false }
        if let identifier = details.identifier { writer.attribute("data-accessibility-identifier", identifier) }
        var name = details.label
        if name == nil, details.children == .combine {
            var parts: [String] = []
            if case .text(let text) = node.kind { parts.append(text.fullString) } else {
                for child in node.children { child.appendAccessibleText(to: &parts) }
            }
            name = parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
        let isNamed = name != nil || details.children != nil
        let fullName = isNamed ? NodeAccessibility.joined(name, value: details.value) : name
        let role = modifierFlags.contains(.accessibilityRole) ? node.accessibilityRole : nil
        if role != nil || fullName != nil || details.children != nil { writeElementRole(role, of: node) }
        if let fullName { writer.attribute("aria-label", fullName) }
        describedBy(details)
        if details.isFocused { autofocus(isFocusable: false) }
        guard let children = details.children, children != .contain,
              !node.has({ if case .accessibilityHidden = $0 { true } else { false } })
        else { return false }
        return !node.containsFocusable
    }

    /// `aria-describedby` pointing to the element holding the description, when there is one.
    mutating func describedBy(_ details: NodeAccessibility) {
        guard details.hasDescription else { return }
        writer.attributeStart("aria-describedby")
        writer.raw("cui-d")
        writer.number(details.descriptionID)
        writer.attributeEnd()
    }

    /// The elements at the end of the wrapper carrying the details: the hidden description, then
    /// a value that no name took and the custom content of a view without a role, for screen
    /// readers only.
    mutating func writeAccessibilityTexts(of node: ResolvedNode) {
        guard let details = accessibility else { return }
        if let description = details.description {
            writer.startElement("span")
            writer.attributeStart("id")
            writer.raw("cui-d")
            writer.number(details.descriptionID)
            writer.attributeEnd()
            writer.attribute("hidden")
            writer.endStartTag()
            writer.text(description)
            writer.endElement("span")
        }
        if let value = details.value, !value.isEmpty, details.label == nil, details.children == nil, !node.kind.consumesAccessibilityLabel {
            screenReaderText(value)
        }
        if let text = details.customContentText { screenReaderText(text) }
    }

    /// Text that screen readers read and the page does not show (`cui-sr`).
    private mutating func screenReaderText(_ text: String) {
        writer.startElement("span")
        writer.addClass("cui-sr")
        writer.endStartTag()
        writer.text(text)
        writer.endElement("span")
    }

    /// The identifier, description and accessibility focus of an image's or control's own element;
    /// `isFocusable` is false for an element that takes no keyboard focus of its own (an image).
    mutating func writeOwnAccessibilityDetails(isFocusable: Bool = true) {
        guard let details = nodeAccessibility else { return }
        if let identifier = details.identifier { writer.attribute("data-accessibility-identifier", identifier) }
        describedBy(details)
        if details.isFocused { autofocus(isFocusable: isFocusable) }
    }

    /// `autofocus`, after `tabindex="-1"` for an element that takes no focus of its own, which
    /// makes it focusable without putting it in the order the Tab key follows. A page has one
    /// element that takes focus as it loads, so only the first the render names gets it (as a
    /// browser would focus the first of several); and nothing inside a control, where nothing
    /// else may take focus (the control is what a keyboard reaches).
    mutating func autofocus(isFocusable: Bool) {
        guard !context.isInteractive, !hasWrittenAutofocus else { return }
        hasWrittenAutofocus = true
        if !isFocusable { writer.attribute("tabindex", static: "-1") }
        writer.attribute("autofocus")
    }
}

extension HTMLRenderer {
    /// The `aria-label` of a button or link, whose name otherwise comes from its content: the
    /// accessibility label; with a value, the label (or the text of its content) and the value.
    /// Then its identifier and hint.
    mutating func contentNamedControlLabel(_ node: ResolvedNode) {
        if let value = nodeAccessibility?.value, !value.isEmpty {
            writer.attributeStart("aria-label")
            let hasName: Bool
            if let label = node.accessibilityLabel {
                writer.attributeText(label)
                hasName = !label.isEmpty
            } else {
                hasName = appendText(of: node.children)
            }
            if hasName { writer.raw(", ") }
            writer.attributeText(value)
            writer.attributeEnd()
        } else if let label = node.accessibilityLabel {
            writer.attribute("aria-label", label)
        }
        writeOwnAccessibilityDetails()
    }

    /// An image's name: its accessibility label or the label it was made with, followed by its
    /// accessibility value.
    func imageLabel(_ image: ResolvedImage, node: ResolvedNode) -> String? {
        let label = node.accessibilityLabel ?? image.label
        guard let details = nodeAccessibility else { return label }
        return NodeAccessibility.joined(label, value: details.value)
    }
}
