import ContainerUICore
import Foundation

/// `Toggle`, `Slider` and `ProgressView` as native, labelled form controls.
extension HTMLRenderer {
    /// The label views and a `<button role="switch" aria-checked>` labelled by them; a tint is
    /// the colour of the switch when on.
    mutating func renderToggle(isOn: Bool, tint: ResolvedShapeStyle?, labelsHidden: Bool, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let isInert = context.isInteractive
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-toggle")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let labelID = node.children.isEmpty ? nil : nextID()
        if labelsHidden {
            hiddenLabelViews(node, id: labelID)
        } else {
            labelViews(node, id: labelID)
        }
        writer.startElement(isInert ? "span" : "button")
        writer.attribute("data-node", node.id)
        writer.addClass("cui-switch")
        controlTint(tint)
        if !isInert {
            writer.attribute("type", static: "button")
            writer.attribute("role", static: "switch")
            writer.attribute("aria-checked", static: isOn ? "true" : "false")
            if context.isDisabled { writer.attribute("disabled") }
            if let labelID, node.accessibilityLabel == nil, nodeAccessibility?.value == nil {
                writer.attributeStart("aria-labelledby")
                writer.raw("cui-d")
                writer.number(labelID)
                writer.attributeEnd()
            } else {
                accessibleName(node, fallback: "Toggle")
            }
            writeOwnAccessibilityDetails()
        } else {
            writer.attribute("data-on", static: isOn ? "true" : "false")
        }
        writer.endStartTag()
        writer.endElement(isInert ? "span" : "button")
        writer.endElement(tag)
    }

    /// `<input type="range">` named by its label views, which are kept for screen readers only; a
    /// tint is the colour of the filled track (`accent-color`). Ticks are marks under the track
    /// that the thumb covers (``renderSliderTicks(_:)``).
    mutating func renderSlider(_ slider: ResolvedSlider, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag: StaticString = context.isInteractive ? "span" : "label"
        startNodeElement(tag, node)
        writer.addClass("cui-slider")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        hiddenLabelViews(node)
        renderSliderTicks(slider)
        if !context.isInteractive {
            writer.startElement("input")
            writer.attribute("data-node", node.id)
            writer.addClass("cui-range")
            controlTint(slider.tint)
            writer.attribute("type", static: "range")
            writer.attribute("min", number: slider.bounds.lowerBound)
            writer.attribute("max", number: slider.bounds.upperBound)
            if let step = slider.step, step > 0 { writer.attribute("step", number: step) } else { writer.attribute("step", static: "any") }
            writer.attribute("value", number: slider.value)
            if context.isDisabled { writer.attribute("disabled") }
            if node.children.isEmpty || node.accessibilityLabel != nil { accessibleName(node, fallback: "Slider", withValue: false) }
            if let value = nodeAccessibility?.value { writer.attribute("aria-valuetext", value) }
            writeOwnAccessibilityDetails()
            writer.endVoidTag()
        }
        writer.endElement(tag)
    }

    /// A slider's ticks: a hidden, absolutely placed row of marks, each at its value's place on
    /// the track (`--cui-at`, 0 to 1, where the thumb's centre would be), written before the
    /// input so that the track and the thumb paint over them. A `<datalist>` would make Chromium
    /// draw its own ticks and grow the input by 6 pixels, so the page draws them itself.
    private mutating func renderSliderTicks(_ slider: ResolvedSlider) {
        let span = slider.bounds.upperBound - slider.bounds.lowerBound
        guard !slider.ticks.isEmpty, span > 0 else { return }
        writer.startElement("span")
        writer.addClass("cui-ticks")
        writer.attribute("aria-hidden", static: "true")
        writer.endStartTag()
        for tick in slider.ticks {
            writer.startElement("span")
            writer.addClass("cui-tick")
            writer.styleVar("--cui-at", number: (tick - slider.bounds.lowerBound) / span)
            writer.endStartTag()
            writer.endElement("span")
        }
        writer.endElement("span")
    }

    /// `<progress>` under its label (without a value, an empty track, when the value is not
    /// known), or an animated spinner with `role="progressbar"` over its label, centred
    /// (`cui-pcirc` when it has one); a tint is the colour of the bar's value or of the spinner's
    /// moving arc.
    mutating func renderProgress(_ progress: ResolvedProgress, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        let isLinear = progress.look == .linear
        startNodeElement(tag, node)
        writer.addClass("cui-progress")
        if !isLinear, !node.children.isEmpty { writer.addClass("cui-pcirc") }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        if isLinear, !node.children.isEmpty { labelViews(node) }
        if isLinear {
            writer.startElement("progress")
            writer.attribute("data-node", node.id)
            writer.addClass("cui-bar")
            controlTint(progress.tint)
            if let value = progress.value { writer.attribute("value", number: value) }
            writer.attribute("max", number: progress.total)
        } else {
            writer.startElement("span")
            writer.attribute("data-node", node.id)
            writer.addClass("cui-spinner")
            controlTint(progress.tint)
            writer.attribute("role", static: "progressbar")
        }
        accessibleName(node, fallback: "Progress")
        writer.endStartTag()
        writer.endElement(isLinear ? "progress" : "span")
        if !isLinear, !node.children.isEmpty { labelViews(node) }
        writer.endElement(tag)
    }

    /// Gives the open element its tint: class `cui-tint` and `--cui-tint`, a fill colour mapped as
    /// `Color` is (a palette variable that follows the colour scheme, or `rgb()`), which the
    /// stylesheet's `cui-tint` rules paint with. Nothing without a tint, so untinted controls keep
    /// the stylesheet's defaults (green switches, accent-coloured tracks and bars).
    mutating func controlTint(_ tint: ResolvedShapeStyle?) {
        guard let tint else { return }
        writer.addClass("cui-tint")
        writer.styleVarStart("--cui-tint")
        writer.styleSolidColor(tint)
        writer.styleVarEnd()
    }

    /// A control's label views kept only as its name: visually hidden, at the control's
    /// top-leading corner (where the layout engine places them, at their ideal size).
    mutating func hiddenLabelViews(_ node: ResolvedNode, id: Int? = nil) {
        startNodeElement("span", node)
        writer.addClass("cui-sr")
        writer.endStartTag()
        labelViews(node, id: id)
        writer.endElement("span")
    }

    /// A control's label views, as phrasing content in a column.
    mutating func labelViews(_ node: ResolvedNode, id: Int? = nil) {
        startNodeElement("span", node)
        if let id {
            writer.attributeStart("id")
            writer.raw("cui-d")
            writer.number(id)
            writer.attributeEnd()
        }
        writer.addClass("cui-tl")
        writer.endStartTag()
        let saved = context
        context.isPhrasing = true
        context.isInteractive = true
        renderChildren(of: node, placement: .stack(.vertical))
        context = saved
        writer.endElement("span")
    }
}
