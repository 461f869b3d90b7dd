import Foundation

extension ResolvedKind {
    /// The SwiftUI type name of the node, as used in JSON's `type`.
    public var typeName: String {
        switch self {
        case .root: "Root"
        case .text: "Text"
        case .image: "Image"
        case .color: "Color"
        case .fill: "Fill"
        case .shape(let shape): String(describing: type(of: shape.shape.base))
        case .canvas: "CanvasDrawing"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .stack(let stack): (stack.isLazy ? "Lazy" : "") + (stack.axis == .vertical ? "VStack" : "HStack")
        case .zStack: "ZStack"
        case .viewThatFits: "ViewThatFits"
        case .scrollView: "ScrollView"
        case .list: "List"
        case .section: "Section"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let grid): grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .geometryReader(let reader): reader.isCanvas ? "Canvas" : "GeometryReader"
        case .stackView: "StackView"
        case .label: "Label"
        case .toggle: "Toggle"
        case .button: "Button"
        case .slider: "Slider"
        case .textField(let field):
            if case .editor = field.lines { "TextEditor" } else { field.isSecure ? "SecureField" : "TextField" }
        case .formInput: "FormInput"
        case .progressView: "ProgressView"
        case .gauge: "Gauge"
        case .link: "Link"
        case .layout(let layout): layout.typeName
        }
    }

    /// The type name and the properties that matter, for dumps.
    public var summary: String {
        switch self {
        case .text(let text): "Text(\(text.fullString.quoted))\(text.style.summary)\(text.imagesSummary)"
        case .image(let image):
            "Image(\(image.isSystemSymbol ? "systemName: " : "")\(image.name.quoted))"
                + (image.font.map { " font=\($0)" } ?? "") + (image.isResizable ? " resizable" : "") + image.symbolSummary
        case .color(let color): "Color(\(color))"
        case .fill(let style): "Fill(\(style))"
        case .shape(let shape):
            "\(shape.shape)" + (shape.fill.map { " fill=\($0)" } ?? "")
                + (shape.stroke.map { " stroke=\($0) width=\((shape.strokeStyle?.lineWidth ?? 1).shortDescription)" } ?? "")
                + (shape.insetsStroke ? " border" : "") + (shape.strokeUnderFill && shape.fill != nil ? " under" : "")
        case .canvas(let canvas):
            "Canvas(\(canvas.size.width.shortDescription)×\(canvas.size.height.shortDescription), \(canvas.operations.count) operations)"
        case .spacer(let minLength): minLength.map { "Spacer(minLength: \($0.shortDescription))" } ?? "Spacer"
        case .stack(let stack):
            "\(typeName)(alignment: \(stack.axis == .vertical ? "\(stack.alignment.horizontal)" : "\(stack.alignment.vertical)"), spacing: \(stack.spacing?.shortDescription ?? "default"))"
        case .zStack(let alignment): "ZStack(alignment: \(alignment))"
        case .viewThatFits(let axes): "ViewThatFits(in: \(axes))"
        case .scrollView(let scroll):
            "ScrollView(\(scroll.axes)\(scroll.showsIndicators ? "" : ", no indicators")"
                + (scroll.initialAnchor.map { ", starts at \($0)" } ?? "") + (scroll.contentAlignment.map { ", content at \($0)" } ?? "")
                + (scroll.targetAnchor.map { $0 == .topLeading ? "" : ", target at \($0)" } ?? "")
                + (scroll.isScrollEnabled ? "" : ", scroll disabled") + (scroll.isClipDisabled ? ", clip disabled" : "") + ")"
        case .section(let section):
            section.isImplicit ? "Section(implicit)"
                : "Section(header: \(section.headerCount), footer: \(section.footerCount)"
                    + (section.headerProminence == .increased ? ", increased" : "")
                    + (section.isExpanded.map { $0 ? ", expanded" : ", collapsed" } ?? "")
                    + (section.marginEdges.isEmpty ? "" : ", margins: \(ResolvedModifier.describe(section.margins, on: section.marginEdges))") + ")"
        case .grid(let grid):
            "Grid(alignment: \(grid.alignment), spacing: \(grid.horizontalSpacing?.shortDescription ?? "default")×\(grid.verticalSpacing?.shortDescription ?? "default"))"
        case .gridRow(let alignment): "GridRow" + (alignment.map { "(alignment: \($0))" } ?? "")
        case .lazyGrid(let grid):
            "\(typeName)(\(grid.items.map(\.description).joined(separator: ", ")); spacing: \(grid.spacing?.shortDescription ?? "default"))"
        case .geometryReader(let reader): "\(reader.isCanvas ? "Canvas" : "GeometryReader")(\(reader.proxySize.width.shortDescription)×\(reader.proxySize.height.shortDescription))"
        case .stackView(let configuration): "StackView(\(configuration))"
        case .label(let iconCount, let spacing):
            "Label(icon: \(iconCount)" + (spacing == Label<Text, Image>.defaultSpacing ? "" : ", spacing: \(spacing.shortDescription)") + ")"
        case .toggle(let isOn, let tint, let labelsHidden): "Toggle(isOn: \(isOn)\(labelsHidden ? ", labelsHidden" : ""))" + tint.tintSummary
        case .button(let role, let tint): "Button" + (role.map { "(role: \($0))" } ?? "") + tint.tintSummary
        case .slider(let slider):
            "Slider(\(slider.value.short) in \(slider.bounds.lowerBound.short)...\(slider.bounds.upperBound.short)\(slider.step.map { " step \($0.short)" } ?? "")\(slider.ticks.isEmpty ? "" : ", ticks: " + slider.ticks.map(\.short).joined(separator: " ")))"
                + slider.tint.tintSummary
        case .textField(let field):
            switch field.lines {
            case .editor(let showsBackground):
                "TextEditor(\(field.text.fullString.quoted)\(showsBackground ? "" : ", background: hidden"))" + field.tint.tintSummary
            case .single, .vertical:
                "\(typeName)(\(field.text.fullString.quoted), prompt: \(field.prompt.quoted)\(field.lines.axisSummary)\(field.style == .plain ? "" : ", \(field.style)"))"
                    + field.tint.tintSummary
            }
        case .formInput(let input):
            "FormInput(\(input.type.rawValue) \(input.value.quoted)"
                + (input.minimum.map { " min \($0)" } ?? "") + (input.maximum.map { " max \($0)" } ?? "") + ")"
        case .progressView(let progress):
            progress.summary + progress.tint.tintSummary
        case .gauge(let gauge): "Gauge(\(gauge.fraction.short), \(gauge.look.rawValue))" + gauge.tint.tintSummary
        case .link(let url, let tint): "Link(\(url.absoluteString))" + tint.tintSummary
        case .layout(let layout): layout.summary
        case .list(let list): list == ResolvedList() ? typeName : "List(\(list))"
        case .root, .divider: typeName
        }
    }
}

extension ResolvedProgress {
    /// `ProgressView(value/total)` or `ProgressView(indeterminate)`, the look added only where it
    /// is not the one the automatic style would choose.
    fileprivate var summary: String {
        let amount = value.map { "\($0.short)/\(total.short)" } ?? "indeterminate"
        let automatic: ProgressLook = value == nil ? .circular : .linear
        return look == automatic ? "ProgressView(\(amount))" : "ProgressView(\(amount), \(look.rawValue))"
    }
}

extension Optional where Wrapped == ResolvedShapeStyle {
    /// ` tint=<style>` for a control's tint, nothing when it has none.
    fileprivate var tintSummary: String {
        map { " tint=\($0)" } ?? ""
    }
}

extension ResolvedTextStyle {
    /// The properties that differ from plain body text, for dumps.
    package var summary: String {
        var parts: [String] = []
        if let font { parts.append("font=\(font)") }
        if let weight { parts.append("weight=\(weight)") }
        if isItalic { parts.append("italic") }
        if foreground != .hierarchical(0) { parts.append("color=\(foreground)") }
        if strikethrough != nil { parts.append("strikethrough") }
        if underline != nil { parts.append("underline") }
        if alignment != .leading { parts.append("align=\(alignment)") }
        if let lineLimit { parts.append("lineLimit=\(lineLimit)") }
        if let textCase { parts.append("textCase=\(textCase)") }
        if typography != TextTypography() { parts.append(typography.summary) }
        if let language { parts.append("lang=\(language)") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }
}

extension TextTypography {
    /// The settings that differ from plain text's, for dumps.
    var summary: String {
        var parts: [String] = []
        if let kerning { parts.append("kerning=\(kerning.shortDescription)") }
        if let tracking { parts.append("tracking=\(tracking.shortDescription)") }
        if baselineOffset != 0 { parts.append("baselineOffset=\(baselineOffset.shortDescription)") }
        if isMonospacedDigit { parts.append("monospacedDigit") }
        if isMonospaced { parts.append("monospaced") }
        if lineSpacing != 0 { parts.append("lineSpacing=\(lineSpacing.shortDescription)") }
        if let lineHeight { parts.append("lineHeight=\(lineHeight.summary)") }
        if truncationMode != .tail { parts.append("truncation=\(truncationMode)") }
        if minimumScaleFactor != 1 { parts.append("minimumScale=\(minimumScaleFactor.shortDescription)") }
        if isRedacted { parts.append("redacted") }
        if dynamicTypeSize != .large { parts.append("dynamicTypeSize=\(dynamicTypeSize)") }
        return parts.joined(separator: " ")
    }
}

extension ResolvedImage {
    /// The symbol's scale, rendering mode and layer styles, and the image's template mode,
    /// interpolation and antialiasing when they are not the defaults, for dumps.
    var symbolSummary: String {
        var parts = ""
        if scale != .medium { parts += " scale=\(scale)" }
        if let renderingMode { parts += " rendering=\(renderingMode)" }
        if isTemplate != isSystemSymbol { parts += isTemplate ? " template" : " original" }
        if interpolation != .high { parts += " interpolation=\(interpolation)" }
        if !isAntialiased { parts += " aliased" }
        if let secondary { parts += " secondary=\(secondary)" }
        if let tertiary { parts += " tertiary=\(tertiary)" }
        if let plainName { parts += " variantOf=\(plainName)" }
        if isRedacted { parts += " redacted" }
        if dynamicTypeSize != .large { parts += " dynamicTypeSize=\(dynamicTypeSize)" }
        return parts
    }
}

extension String {
    /// The string in double quotes, with quotes, backslashes and control characters escaped.
    package var quoted: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension TextInputLines {
    /// `, axis: vertical, lines: 3...6` for a vertical field, nothing for one line.
    fileprivate var axisSummary: String {
        guard case .vertical(let minimum, let maximum) = self else { return "" }
        return ", axis: vertical, lines: \(minimum)...\(maximum.map(String.init) ?? "")"
    }
}

extension ResolvedText {
    /// ` images=[star]`: the inline images of every run, by name; nothing when there are none.
    fileprivate var imagesSummary: String {
        var names: [String] = []
        func visit(_ run: ResolvedText) {
            names += run.images.map(\.name)
            run.appended.forEach(visit)
        }
        visit(self)
        return names.isEmpty ? "" : " images=[\(names.joined(separator: ", "))]"
    }
}
