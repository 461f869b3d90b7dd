import Foundation

extension Text {
    /// Text of an attributed string: each run in its SwiftUI attributes (font, foreground and
    /// background colours, strikethrough and underline styles, kern, tracking, baseline offset),
    /// its inline presentation intent (bold, italic, monospaced, struck through, as Markdown
    /// marks it) and a link where Foundation's `link` is set, drawn in the tint colour as SwiftUI
    /// draws it.
    /// The text's own modifiers style every run; a run's attributes win over them. (Disfavoured:
    /// Foundation on Linux lets a string literal be an `AttributedString`, and a literal is a
    /// `LocalizedStringKey` here as in SwiftUI.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        var texts: [Text] = []
        for run in attributedContent.runs {
            var text = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[Attributes.FontAttribute.self] { text = text.font(font) }
            if let color = run[Attributes.ForegroundColorAttribute.self] { text = text.foregroundColor(color) }
            if let color = run[Attributes.BackgroundColorAttribute.self] { text = text.adding(.background(color)) }
            if let line = run[Attributes.StrikethroughStyleAttribute.self] { text = text.adding(.strikethrough(TextDecoration(line))) }
            if let line = run[Attributes.UnderlineStyleAttribute.self] { text = text.adding(.underline(TextDecoration(line))) }
            if let kern = run[Attributes.KernAttribute.self] { text = text.kerning(kern) }
            if let tracking = run[Attributes.TrackingAttribute.self] { text = text.tracking(tracking) }
            if let offset = run[Attributes.BaselineOffsetAttribute.self] { text = text.baselineOffset(offset) }
            if let intent = run[Attributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { text = text.bold() }
                if intent.contains(.emphasized) { text = text.italic() }
                if intent.contains(.strikethrough) { text = text.strikethrough() }
                if intent.contains(.code) { text = text.monospaced() }
            }
            if let link = run.link { text = text.linked(to: link) }
            texts.append(text)
        }
        self = Text(joining: texts)
    }
}

extension TextDecoration {
    /// The decoration a line style draws.
    init(_ line: Text.LineStyle) {
        self.init(color: line.color, pattern: line.pattern)
    }
}
