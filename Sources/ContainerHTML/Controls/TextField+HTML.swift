import ContainerUICore
import Foundation

/// `TextField` and `SecureField` as a `<label>` around the label views (kept for screen readers)
/// and an `<input>` holding the field's text, with its prompt as the placeholder.
extension HTMLRenderer {
    mutating func renderTextField(_ field: ResolvedTextField, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag: StaticString = context.isInteractive ? "span" : "label"
        startNodeElement(tag, node)
        writer.addClass("cui-field")
        if field.style == .roundedBorder { writer.addClass("cui-rb") }
        runStyle(field.text.style, lineSpacing: 0, isInline: false)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        if !node.children.isEmpty { hiddenLabelViews(node) }
        if context.isInteractive {
            // Inside another control a field cannot be an input: its text (or prompt) as text.
            startNodeElement("span", node)
            if field.text.string.isEmpty { writer.addClass("cui-ph") }
            writer.endStartTag()
            writer.text(field.text.string.isEmpty ? field.prompt : field.text.string)
            writer.endElement("span")
        } else {
            writer.startElement("input")
            writer.attribute("data-node", node.id)
            writer.addClass("cui-input")
            controlTint(field.tint)
            writer.attribute("type", static: field.isSecure ? "password" : "text")
            if !field.text.string.isEmpty { writer.attribute("value", field.text.string) }
            if !field.prompt.isEmpty { writer.attribute("placeholder", field.prompt) }
            if context.isDisabled { writer.attribute("disabled") }
            if node.children.isEmpty || node.accessibilityLabel != nil { accessibleName(node, fallback: "Text field") }
            writer.endVoidTag()
        }
        writer.endElement(tag)
    }
}
