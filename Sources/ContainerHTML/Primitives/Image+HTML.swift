import ContainerUICore
import Foundation

/// `Image(systemName:)` as inline SVG sized by its font and image scale (or, resizable, stretched to
/// the space it takes), coloured `currentColor`
/// with its layers in the rendering mode's styles (``symbolLayers(_:)``); an unknown
/// name as a visible, labelled placeholder plus a warning; a named image as `<img>`. A symbol
/// variant the icon set lacks draws the plain symbol; a redacted image is a grey box. A template
/// named image is drawn through an SVG filter that fills its opaque shape with the foreground.
extension HTMLRenderer {
    mutating func renderImage(_ image: ResolvedImage, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let label = imageLabel(image, node: node)
        guard image.isSystemSymbol else { return renderNamedImage(image, label: label, node: node, placement: placement, flexibility: flexibility) }
        guard let markup = Self.symbolMarkup(image) else {
            options.onWarning(RenderWarning(nodeID: node.id, message: "unknown system symbol \"\(image.name)\""))
            startNodeElement("span", node)
            writer.addClass("cui-symx")
            symbolStyle(image)
            applyPlacement(placement, node: node, flexibility: flexibility)
            writer.attribute("role", static: "img")
            writer.attributeStart("aria-label")
            writer.attributeText(label ?? image.name)
            writer.attributeEnd()
            writeOwnAccessibilityDetails(isFocusable: false)
            writer.endStartTag()
            writer.raw("?<span>")
            writer.text(image.name)
            writer.raw("</span>")
            return writer.endElement("span")
        }
        startNodeElement("svg", node)
        writer.addClass("cui-sym")
        // A resizable symbol takes the space it is offered, stretched to it as SwiftUI draws it.
        if image.isResizable { writer.addClass("cui-symr") }
        if !image.isAntialiased { writer.addClass("cui-alias") }
        symbolStyle(image)
        symbolLayers(image)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.attribute("viewBox", static: SymbolTable.viewBox)
        if image.isResizable { writer.attribute("preserveAspectRatio", static: Self.symbolAspect(of: node)) }
        if let label {
            writer.attribute("role", static: "img")
            writer.attribute("aria-label", label)
        } else {
            writer.attribute("aria-hidden", static: "true")
        }
        writeOwnAccessibilityDetails(isFocusable: false)
        writer.endStartTag()
        writer.raw(markup)
        writer.endElement("svg")
    }

    /// How a resizable symbol's drawing meets the space it takes: stretched to it, as SwiftUI
    /// stretches a resizable image, or fitted in it (`scaledToFit`, `aspectRatio(contentMode: .fit)`)
    /// or filling it (`.fill`), centred, by the first aspect ratio modifier.
    static func symbolAspect(of node: ResolvedNode) -> StaticString {
        for modifier in node.modifiers {
            if case .aspectRatio(_, let mode) = modifier { return mode == .fill ? "xMidYMid slice" : "xMidYMid meet" }
        }
        return "none"
    }

    /// The drawing of a symbol: its name's, or for a variant the icons lack (`person.circle.fill`)
    /// the longest one they have with fewer of its parts (`person.circle`), down to the plain name.
    static func symbolMarkup(_ image: ResolvedImage) -> StaticString? {
        if let markup = SymbolTable.markup(for: image.name) { return markup }
        guard let plainName = image.plainName else { return nil }
        var name = Substring(image.name)
        while name.count > plainName.count, let dot = name.lastIndex(of: ".") {
            name = name[..<dot]
            if let markup = SymbolTable.markup(for: String(name)) { return markup }
        }
        return SymbolTable.markup(for: plainName)
    }

    private mutating func symbolStyle(_ image: ResolvedImage) {
        if image.isRedacted { writer.addClass("cui-redact") }
        let font = image.symbolFont(default: context.styles?.defaultFont ?? .body)
        writer.styleVar("--cui-fs", px: Double(font.pointSize * image.scale.factor))
        writer.styleVarStart("--cui-fg")
        writer.styleSolidColor(foreground(image.foreground))
        writer.styleVarEnd()
    }

    /// The symbol's layers: Bootstrap Icons have no layer data, so the shapes of a drawing are
    /// its layers in drawing order (the second the secondary layer, the rest the tertiary).
    /// Hierarchical draws them at 50% and 25% opacity; palette in the secondary and tertiary
    /// styles (the secondary again when there is no tertiary, hierarchical when there is no
    /// secondary); multicolor, with no colours in the icons, as monochrome.
    private mutating func symbolLayers(_ image: ResolvedImage) {
        switch image.renderingMode?.kind ?? (image.secondary == nil ? .monochrome : .palette) {
        case .monochrome, .multicolor: break
        case .hierarchical: writer.addClass("cui-symh")
        case .palette:
            guard let secondary = image.secondary else { return writer.addClass("cui-symh") }
            writer.addClass("cui-symp")
            writer.styleVarStart("--cui-fg2")
            writer.styleSolidColor(foreground(secondary))
            writer.styleVarEnd()
            writer.styleVarStart("--cui-fg3")
            writer.styleSolidColor(foreground(image.tertiary ?? secondary))
            writer.styleVarEnd()
        }
    }

    /// The style to paint with: the context's default replaces the plain primary style.
    func foreground(_ style: ResolvedShapeStyle) -> ResolvedShapeStyle {
        if style == .hierarchical(0), let replacement = context.styles?.defaultForeground { return replacement }
        return style
    }

    private mutating func renderNamedImage(_ image: ResolvedImage, label: String?, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        // A redacted image is its grey box whatever its mode: the filter would fill the box.
        let isTemplate = image.isTemplate && !image.isRedacted
        if isTemplate {
            startNodeElement("span", node)
            writer.addClass("cui-tplw")
            applyPlacement(placement, node: node, flexibility: flexibility)
            writer.styleVarStart("--cui-fg")
            writer.styleSolidColor(foreground(image.foreground))
            writer.styleVarEnd()
            writer.endStartTag()
            let id = writeTemplateFilter()
            writer.startElement("img")
            writer.addClass("cui-img")
            filterReference(id)
        } else {
            startNodeElement("img", node)
            writer.addClass("cui-img")
            applyPlacement(placement, node: node, flexibility: flexibility)
        }
        if image.isRedacted { writer.addClass("cui-redact") }
        if image.interpolation == .none { writer.addClass("cui-pix") }
        imageURL("src", name: image.name)
        writer.attribute("alt", label ?? "")
        writeOwnAccessibilityDetails(isFocusable: false)
        writer.endVoidTag()
        if isTemplate { writer.endElement("span") }
    }

    /// The `name` attribute holding the URL of the named image `name` (`images/<name>`, its
    /// name percent-encoded).
    mutating func imageURL(_ attribute: StaticString, name: String) {
        writer.attributeStart(attribute)
        writer.raw("images/")
        writer.attributeText(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/:?#;"))) ?? "")
        writer.attributeEnd()
    }

    /// Writes the SVG filter that draws a template image's opaque shape in the foreground
    /// style (`--cui-fg` of the wrapper, read by `.cui-tplf`), and returns its id.
    private mutating func writeTemplateFilter() -> Int {
        let id = nextID()
        writer.raw("<svg class=\"cui-defs\" aria-hidden=\"true\"><filter id=\"cui-d")
        writer.number(id)
        writer.raw("\" color-interpolation-filters=\"sRGB\"><feFlood class=\"cui-tplf\"></feFlood>")
        writer.raw("<feComposite in2=\"SourceAlpha\" operator=\"in\"></feComposite></filter></svg>")
        return id
    }
}
