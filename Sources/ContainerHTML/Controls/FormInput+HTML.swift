import ContainerUICore
import Foundation

/// The browser's own `<input type="date|time|datetime-local|color">` that a date or colour
/// picker lays over its iOS look: it fills its box, draws nothing but a focus ring, and opens
/// the browser's picker when clicked anywhere on it. It is named by the picker's label.
extension HTMLRenderer {
    mutating func renderFormInput(_ input: ResolvedFormInput, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        // Inside another control (a button's label) an input is not allowed: the look alone.
        if context.isInteractive {
            renderEmpty(node, placement: placement, flexibility: flexibility)
            return
        }
        startNodeElement("input", node)
        writer.addClass("cui-native")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.attribute("type", input.type.rawValue)
        writer.attribute("value", input.value)
        if let minimum = input.minimum { writer.attribute("min", minimum) }
        if let maximum = input.maximum { writer.attribute("max", maximum) }
        if context.isDisabled { writer.attribute("disabled") }
        accessibleName(node, fallback: "Input")
        writer.endVoidTag()
    }
}
