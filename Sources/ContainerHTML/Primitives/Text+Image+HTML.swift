import ContainerUICore

/// The images inline in a text (`Text(Image(systemName:))`, `Text("a \(image) b")`) in its run,
/// at the run's font size and in its colour, as SwiftUI draws them: a symbol as an inline SVG one
/// em square on the text's baseline (`cui-tsym`, filled `currentColor`), a named image as an
/// `<img>` one em high; the text measures each as one em wide. An unknown symbol is a `?`.
extension HTMLRenderer {
    /// Writes the characters of `text`'s own run, each inline image in place of its marker
    /// (inlined: almost every text has none, and is written at once).
    @inline(__always)
    mutating func writeRunContent(_ text: ResolvedText) {
        if text.images.isEmpty { writer.text(text.string) } else { writeRunWithImages(text) }
    }

    private mutating func writeRunWithImages(_ text: ResolvedText) {
        var images = text.images.makeIterator()
        var pending = ""
        for scalar in text.string.unicodeScalars {
            guard scalar == Text.inlineImageMarker, let image = images.next() else {
                pending.unicodeScalars.append(scalar)
                continue
            }
            if !pending.isEmpty { writer.text(pending) }
            pending = ""
            writeInlineImage(image)
        }
        if !pending.isEmpty { writer.text(pending) }
    }

    private mutating func writeInlineImage(_ image: ResolvedImage) {
        guard image.isSystemSymbol else {
            writer.startElement("img")
            writer.addClass("cui-timg")
            imageURL("src", name: image.name)
            writer.attribute("alt", image.label ?? "")
            return writer.endVoidTag()
        }
        guard let markup = Self.symbolMarkup(image) else { return writer.text("?") }
        writer.startElement("svg")
        writer.addClass("cui-tsym")
        writer.attribute("viewBox", static: SymbolTable.viewBox)
        if let label = image.label {
            writer.attribute("role", static: "img")
            writer.attribute("aria-label", label)
        } else {
            writer.attribute("aria-hidden", static: "true")
        }
        writer.endStartTag()
        writer.raw(markup)
        writer.endElement("svg")
    }
}
