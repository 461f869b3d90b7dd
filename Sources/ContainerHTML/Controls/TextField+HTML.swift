import ContainerUICore
import Foundation

/// `TextField` and `SecureField` as a `<label>` around the label views (kept for screen readers)
/// and an `<input>` holding the field's text, with its prompt as the placeholder; a vertical
/// `TextField` and a `TextEditor` hold a `<textarea>` instead, sized to its content by CSS
/// (`field-sizing`) between the field's line limits, and the editor's fills its box. Both carry
/// the keyboard and autofill hints of the environment.
extension HTMLRenderer {
    mutating func renderTextField(_ field: ResolvedTextField, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag: StaticString = context.isInteractive ? "span" : "label"
        startNodeElement(tag, node)
        writer.addClass("cui-field")
        if field.style == .roundedBorder, !field.lines.isEditor { writer.addClass("cui-rb") }
        fieldLines(field.lines)
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
        } else if field.lines != .single {
            textArea(field, node: node)
        } else {
            writer.startElement("input")
            writer.attribute("data-node", node.id)
            writer.addClass("cui-input")
            controlTint(field.tint)
            writer.attribute("type", static: field.isSecure ? "password" : "text")
            if !field.text.string.isEmpty { writer.attribute("value", field.text.string) }
            if !field.prompt.isEmpty { writer.attribute("placeholder", field.prompt) }
            inputHints(field)
            if context.isDisabled { writer.attribute("disabled") }
            if node.children.isEmpty || node.accessibilityLabel != nil { accessibleName(node, fallback: "Text field") }
            writeOwnAccessibilityDetails()
            writer.endVoidTag()
        }
        writer.endElement(tag)
    }
}

extension HTMLRenderer {
    /// A vertical field's line limits as `--cui-minl` and `--cui-maxl`, or the editor's classes.
    private mutating func fieldLines(_ lines: TextInputLines) {
        switch lines {
        case .single: return
        case .vertical(let minimum, let maximum):
            writer.addClass("cui-vfield")
            if minimum > 1 { writer.styleVar("--cui-minl", number: Double(minimum)) }
            if let maximum { writer.styleVar("--cui-maxl", number: Double(maximum)) }
        case .editor(let showsBackground):
            writer.addClass("cui-editor")
            if !showsBackground { writer.addClass("cui-nobg") }
        }
    }

    /// The `<textarea>` of a vertical field or an editor, holding its text.
    private mutating func textArea(_ field: ResolvedTextField, node: ResolvedNode) {
        writer.startElement("textarea")
        writer.attribute("data-node", node.id)
        writer.addClass("cui-input")
        writer.addClass("cui-area")
        controlTint(field.tint)
        writer.attribute("rows", static: "1")
        if !field.prompt.isEmpty { writer.attribute("placeholder", field.prompt) }
        inputHints(field)
        if context.isDisabled { writer.attribute("disabled") }
        if node.children.isEmpty || node.accessibilityLabel != nil {
            accessibleName(node, fallback: field.lines.isEditor ? "Text editor" : "Text field")
        }
        writeOwnAccessibilityDetails()
        writer.endStartTag()
        // The parser drops a newline right after `<textarea>`: a text starting with one keeps it.
        if field.text.string.hasPrefix("\n") { writer.text("\n") }
        writer.text(field.text.string)
        writer.endElement("textarea")
    }
}

extension HTMLRenderer {
    /// The hints of `keyboardType`, `textInputAutocapitalization`, `autocorrectionDisabled` and
    /// `textContentType`, as the attributes a browser's keyboard and autofill read (nothing for
    /// the defaults), and `autofocus` for the field `focused(_:)` names (unless an element before
    /// it took it). (`submitLabel` would be
    /// `enterkeyhint`, which the checks' Nu validator, 20.6.30, rejects.)
    private mutating func inputHints(_ field: ResolvedTextField) {
        let traits = field.traits
        if let mode = traits.keyboardType.inputMode { writer.attribute("inputmode", mode) }
        if let capitalization = traits.autocapitalization { writer.attribute("autocapitalize", capitalization.htmlValue) }
        if traits.disablesAutocorrection { writer.attribute("spellcheck", static: "false") }
        if let token = traits.contentType?.autocompleteToken { writer.attribute("autocomplete", token) }
        if field.isFocused { autofocus(isFocusable: true) }
    }
}

extension TextInputLines {
    /// Whether this is a `TextEditor`.
    var isEditor: Bool {
        if case .editor = self { return true }
        return false
    }
}
