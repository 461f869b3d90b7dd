import Foundation

extension Text {
    /// The runs of a literal's inline Markdown joined into one text: each run bold, italic, struck
    /// through, monospaced (code) or a link as its Markdown says, a link in the tint colour as
    /// SwiftUI draws it; each inline image goes with the run whose marker it is.
    init(markdown runs: [InlineMarkdown.Run], images: [Image]) {
        var remainingImages = images[...]
        var texts: [Text] = []
        for run in runs {
            var text = Text(verbatim: run.text)
            let markers = run.text.unicodeScalars.count { $0 == Text.inlineImageMarker }
            text.images = Array(remainingImages.prefix(markers))
            remainingImages = remainingImages.dropFirst(markers)
            if run.style.isBold { text = text.bold() }
            if run.style.isItalic { text = text.italic() }
            if run.style.isStruck { text = text.strikethrough() }
            if run.style.isCode { text = text.monospaced() }
            if let link = run.style.link { text = text.linked(to: link) }
            texts.append(text)
        }
        self = Text(joining: texts)
    }

    /// The texts joined with `+`, or an empty text.
    init(joining texts: [Text]) {
        self = texts.first.map { texts.dropFirst().reduce($0, +) } ?? Text(verbatim: "")
    }

    /// This text as a link to `url`, in the tint colour, as SwiftUI draws links in text.
    func linked(to url: URL) -> Text {
        adding(.link(url)).foregroundStyle(.tint)
    }
}
