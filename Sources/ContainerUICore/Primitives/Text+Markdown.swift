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

    /// A localized key's text (its translation in `environment`, or the key where there is none)
    /// made into the runs of its Markdown, as SwiftUI reads a translation's: the text's own
    /// modifiers style the runs as a whole and the texts joined after it follow. Without
    /// Markdown it is this text with its characters looked up once, so that resolving it does not
    /// look them up again; `nil` when the text is no localized key.
    func localizedMarkdown(in environment: EnvironmentValues) -> Text? {
        guard let markdown = format?.markdown else { return nil }
        let (text, literal) = markdown(environment)
        guard InlineMarkdown.mayHaveSyntax(text, literal: literal) else {
            var plain = self
            plain.string = text
            plain.format = nil
            return plain
        }
        var head = Text(markdown: InlineMarkdown.runs(of: text, literal: literal), images: images)
        let mark = joinMark ?? modifiers.count
        for modifier in modifiers[..<mark] { head = head.adding(modifier) }
        guard mark < modifiers.count else { return head }
        var joined = appended.reduce(head, +)
        joined.modifiers += modifiers[(mark + 1)...]
        return joined
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
