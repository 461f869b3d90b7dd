import ContainerUICore
import Foundation

/// `Image(systemName:)` as inline SVG sized by its font and coloured `currentColor`; an unknown
/// name as a visible, labelled placeholder plus a warning; a named image as `<img>`.
extension HTMLRenderer {
    mutating func renderImage(_ image: ResolvedImage, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let label = node.accessibilityLabel ?? image.label
        guard image.isSystemSymbol else { return renderNamedImage(image, label: label, node: node, placement: placement, flexibility: flexibility) }
        guard let markup = SymbolTable.markup(for: image.name) else {
            options.onWarning(RenderWarning(nodeID: node.id, message: "unknown system symbol \"\(image.name)\""))
            startNodeElement("span", node)
            writer.addClass("cui-symx")
            symbolStyle(image)
            applyPlacement(placement, node: node, flexibility: flexibility)
            writer.attribute("role", static: "img")
            writer.attributeStart("aria-label")
            writer.attributeText(label ?? image.name)
            writer.attributeEnd()
            writer.endStartTag()
            writer.raw("?<span>")
            writer.text(image.name)
            writer.raw("</span>")
            return writer.endElement("span")
        }
        startNodeElement("svg", node)
        writer.addClass("cui-sym")
        symbolStyle(image)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.attribute("viewBox", static: SymbolTable.viewBox)
        if let label {
            writer.attribute("role", static: "img")
            writer.attribute("aria-label", label)
        } else {
            writer.attribute("aria-hidden", static: "true")
        }
        writer.endStartTag()
        writer.raw(markup)
        writer.endElement("svg")
    }

    private mutating func symbolStyle(_ image: ResolvedImage) {
        let font = image.font ?? context.styles?.defaultFont ?? .body
        writer.styleVar("--cui-fs", px: Double(font.pointSize))
        writer.styleVarStart("--cui-fg")
        writer.styleSolidColor(foreground(image.foreground))
        writer.styleVarEnd()
    }

    /// The style to paint with: the context's default replaces the plain primary style.
    func foreground(_ style: ResolvedShapeStyle) -> ResolvedShapeStyle {
        if style == .hierarchical(0), let replacement = context.styles?.defaultForeground { return replacement }
        return style
    }

    private mutating func renderNamedImage(_ image: ResolvedImage, label: String?, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        startNodeElement("img", node)
        writer.addClass("cui-img")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.attributeStart("src")
        writer.raw("images/")
        writer.attributeText(image.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/:?#;"))) ?? "")
        writer.attributeEnd()
        writer.attribute("alt", label ?? "")
        writer.endVoidTag()
    }
}
