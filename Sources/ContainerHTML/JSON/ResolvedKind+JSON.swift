import ContainerUICore
import Foundation

extension ResolvedKind {
    /// Writes the kind's properties as keys of the open object; `nodeID` is its node's (a
    /// canvas's symbol views are named below it).
    func encodeProperties(into json: inout JSONWriter, nodeID: String) {
        switch self {
        case .root, .divider: break
        case .list(let list):
            json.key("style"); json.string(list.style.rawValue)
            json.key("rowSpacing"); if let value = list.rowSpacing { json.number(Double(value)) } else { json.null() }
            json.key("sectionSpacing"); if let value = list.sectionSpacing { json.number(Double(value)) } else { json.null() }
            json.key("minRowHeight"); json.number(Double(list.minRowHeight))
            json.key("showsBackground"); json.bool(list.showsBackground)
            json.key("scrollEnabled"); json.bool(list.isScrollEnabled)
            if list.sectionIndexVisibility != .automatic { json.key("sectionIndexVisibility"); json.string("\(list.sectionIndexVisibility)") }
        case .text(let text):
            json.key("text"); json.string(text.fullString)
            json.key("runs"); json.beginArray(); text.encodeRuns(into: &json); json.endArray()
        case .image(let image):
            json.key("name"); json.string(image.name)
            json.key("systemName"); json.bool(image.isSystemSymbol)
            json.key("resizable"); json.bool(image.isResizable)
            json.key("font"); if let font = image.font { json.string(font.description) } else { json.null() }
            json.key("foreground"); json.string(image.foreground.description)
            json.key("label"); if let label = image.label { json.string(label) } else { json.null() }
            if image.isTemplate != image.isSystemSymbol { json.key("renderingMode"); json.string(image.isTemplate ? "template" : "original") }
            if image.interpolation != .high { json.key("interpolation"); json.string("\(image.interpolation)") }
            if !image.isAntialiased { json.key("antialiased"); json.bool(false) }
        case .color(let color): json.key("color"); json.string(color.description)
        case .fill(let style): json.key("style"); json.string(style.description)
        case .shape(let shape):
            json.key("shape"); json.string(shape.shape.description)
            json.key("fill"); if let fill = shape.fill { json.string(fill.description) } else { json.null() }
            json.key("stroke"); if let stroke = shape.stroke { json.string(stroke.description) } else { json.null() }
            json.key("lineWidth"); json.number(Double(shape.strokeStyle?.lineWidth ?? 0))
            if shape.stroke != nil, let style = shape.strokeStyle { encodeStrokeStyle(style, insets: shape.insetsStroke, into: &json) }
            if shape.stroke != nil, shape.fill != nil { json.key("strokeUnderFill"); json.bool(shape.strokeUnderFill) }
        case .canvas(let canvas):
            json.key("size"); json.beginArray(); json.number(Double(canvas.size.width)); json.number(Double(canvas.size.height)); json.endArray()
            json.key("operations"); encodeCanvasOperations(canvas.operations, canvas: nodeID, into: &json)
            json.key("clips"); encodeCanvasClips(canvas.clips, into: &json)
        case .spacer(let minLength): json.key("minLength"); if let minLength { json.number(Double(minLength)) } else { json.null() }
        case .stack(let stack):
            json.key("axis"); json.string(stack.axis.description)
            json.key("alignment"); json.string(stack.alignment.description)
            json.key("spacing"); if let spacing = stack.spacing { json.number(Double(spacing)) } else { json.null() }
            json.key("lazy"); json.bool(stack.isLazy)
        case .zStack(let alignment): json.key("alignment"); json.string(alignment.description)
        case .viewThatFits(let axes): json.key("axes"); json.string(axes.description)
        case .scrollView(let scroll):
            json.key("axes"); json.string(scroll.axes.description)
            json.key("showsIndicators"); json.bool(scroll.showsIndicators)
            json.key("initialAnchor"); if let anchor = scroll.initialAnchor { json.string(anchor.description) } else { json.null() }
            json.key("contentAlignment"); if let anchor = scroll.contentAlignment { json.string(anchor.description) } else { json.null() }
            json.key("targetAnchor"); if let anchor = scroll.targetAnchor { json.string(anchor.description) } else { json.null() }
            if scroll.isClipDisabled { json.key("clipDisabled"); json.bool(true) }
            json.key("scrollEnabled"); json.bool(scroll.isScrollEnabled)
        case .section(let section):
            json.key("headerCount"); json.number(section.headerCount)
            json.key("footerCount"); json.number(section.footerCount)
            json.key("implicit"); json.bool(section.isImplicit)
            json.key("headerProminence"); json.string(section.headerProminence == .increased ? "increased" : "standard")
            json.key("isExpanded"); if let expanded = section.isExpanded { json.bool(expanded) } else { json.null() }
            if !section.marginEdges.isEmpty {
                json.key("margins"); json.beginObject()
                for edge in Edge.allCases where section.marginEdges.contains(Edge.Set(edge)) {
                    json.key("\(edge)"); json.number(Double(section.margins[edge: edge]))
                }
                json.endObject()
            }
        case .grid(let grid):
            json.key("alignment"); json.string(grid.alignment.description)
            json.key("horizontalSpacing"); if let value = grid.horizontalSpacing { json.number(Double(value)) } else { json.null() }
            json.key("verticalSpacing"); if let value = grid.verticalSpacing { json.number(Double(value)) } else { json.null() }
        case .gridRow(let alignment): json.key("alignment"); if let alignment { json.string(alignment.description) } else { json.null() }
        case .lazyGrid(let grid):
            json.key("axis"); json.string(grid.axis.description)
            json.key("items"); json.beginArray(); for item in grid.items { json.string(item.description) }; json.endArray()
            json.key("spacing"); if let spacing = grid.spacing { json.number(Double(spacing)) } else { json.null() }
        case .geometryReader(let reader):
            json.key("width"); json.number(Double(reader.proxySize.width))
            json.key("height"); json.number(Double(reader.proxySize.height))
        case .stackView(let configuration):
            json.key("axis"); json.string(configuration.axis.description)
            json.key("distribution"); json.string(configuration.distribution.rawValue)
            json.key("alignment"); json.string(configuration.alignment.rawValue)
            json.key("spacing"); json.number(Double(configuration.spacing))
            json.key("layoutMargins"); json.string(configuration.isLayoutMarginsRelativeArrangement ? configuration.directionalLayoutMargins.description : "none")
        case .label(let iconCount, let spacing):
            json.key("iconCount"); json.number(iconCount)
            json.key("spacing"); json.number(Double(spacing))
        case .toggle(let isOn, let tint, let labelsHidden):
            json.key("isOn"); json.bool(isOn)
            if labelsHidden { json.key("labelsHidden"); json.bool(true) }
            encodeTint(tint, into: &json)
        case .button(let role, let tint):
            json.key("role"); if let role { json.string(role.description) } else { json.null() }
            encodeTint(tint, into: &json)
        case .slider(let slider):
            json.key("value"); json.number(slider.value)
            json.key("min"); json.number(slider.bounds.lowerBound)
            json.key("max"); json.number(slider.bounds.upperBound)
            json.key("step"); if let step = slider.step { json.number(step) } else { json.null() }
            if !slider.ticks.isEmpty {
                json.key("ticks"); json.beginArray(); for tick in slider.ticks { json.number(tick) }; json.endArray()
            }
            encodeTint(slider.tint, into: &json)
        case .textField(let field):
            json.key("text"); json.string(field.text.fullString)
            json.key("prompt"); json.string(field.prompt)
            json.key("isSecure"); json.bool(field.isSecure)
            encodeLines(field.lines, into: &json)
            json.key("style"); json.string(field.style.rawValue)
            encodeTint(field.tint, into: &json)
            encodeTraits(field.traits, into: &json)
            if field.isFocused { json.key("isFocused"); json.bool(true) }
        case .formInput(let input):
            json.key("inputType"); json.string(input.type.rawValue)
            json.key("value"); json.string(input.value)
            json.key("min"); if let minimum = input.minimum { json.string(minimum) } else { json.null() }
            json.key("max"); if let maximum = input.maximum { json.string(maximum) } else { json.null() }
        case .progressView(let progress):
            json.key("value"); if let value = progress.value { json.number(value) } else { json.null() }
            json.key("total"); json.number(progress.total)
            json.key("style"); json.string(progress.look.rawValue)
            encodeTint(progress.tint, into: &json)
        case .gauge(let gauge):
            json.key("value"); json.number(gauge.fraction)
            json.key("style"); json.string(gauge.look.rawValue)
            encodeTint(gauge.tint, into: &json)
        case .link(let destination, let tint):
            json.key("destination"); json.string(destination.absoluteString)
            encodeTint(tint, into: &json)
        case .layout(let layout): json.key("layout"); json.string(layout.typeName)
        }
    }

    /// A vertical field's `minLines` and `maxLines` (`null`: no limit), or a text editor's
    /// `editor` and `showsBackground`; nothing for a one-line field, whose properties stay as
    /// they were.
    private func encodeLines(_ lines: TextInputLines, into json: inout JSONWriter) {
        switch lines {
        case .single: return
        case .vertical(let minimum, let maximum):
            json.key("axis"); json.string("vertical")
            json.key("minLines"); json.number(minimum)
            json.key("maxLines"); if let maximum { json.number(maximum) } else { json.null() }
        case .editor(let showsBackground):
            json.key("editor"); json.bool(true)
            json.key("showsBackground"); json.bool(showsBackground)
        }
    }

    /// A control's `tint`, only when one is set, so untinted controls keep their properties.
    private func encodeTint(_ tint: ResolvedShapeStyle?, into json: inout JSONWriter) {
        guard let tint else { return }
        json.key("tint"); json.string(tint.description)
    }

    /// A stroke's caps, joins, miter limit and dashes, and whether it lies inside the outline.
    private func encodeStrokeStyle(_ style: StrokeStyle, insets: Bool, into json: inout JSONWriter) {
        json.key("lineCap"); json.string("\(style.lineCap)")
        json.key("lineJoin"); json.string("\(style.lineJoin)")
        json.key("miterLimit"); json.number(Double(style.miterLimit))
        json.key("dash")
        json.beginArray()
        for length in style.dash { json.number(Double(length)) }
        json.endArray()
        json.key("dashPhase"); json.number(Double(style.dashPhase))
        json.key("strokeBorder"); json.bool(insets)
    }

    /// A text input's hints for the keyboard and autofill, those that are not the default.
    private func encodeTraits(_ traits: TextInputTraits, into json: inout JSONWriter) {
        guard traits != TextInputTraits() else { return }
        json.key("input")
        json.beginObject()
        if traits.keyboardType != .default { json.key("keyboardType"); json.string("\(traits.keyboardType)") }
        if let capitalization = traits.autocapitalization { json.key("autocapitalization"); json.string(capitalization.name) }
        if traits.disablesAutocorrection { json.key("autocorrectionDisabled"); json.bool(true) }
        if let contentType = traits.contentType { json.key("contentType"); json.string(contentType.rawValue) }
        if traits.submitLabel != .return { json.key("submitLabel"); json.string(traits.submitLabel.name) }
        json.endObject()
    }
}

extension ResolvedText {
    /// Writes each run (this text and the ones appended with `+`) with its style.
    func encodeRuns(into json: inout JSONWriter) {
        json.beginObject()
        json.key("text"); json.string(string)
        json.key("style"); json.string(style.summary)
        json.endObject()
        for run in appended { run.encodeRuns(into: &json) }
    }
}
