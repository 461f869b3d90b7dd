import ContainerLayout
import ContainerUICore
import Foundation

/// `Text` as a `span`: SwiftUI's text styles (size, line height, weight), designs, italic,
/// decorations, case (`text-transform`, so the text read aloud keeps its own), line limits and
/// multiline alignment; `Text + Text` as one run `span` per part, with its own `lang` when the part
/// sets its typesetting language; inline images in their run (``writeRunContent(_:)``). Typography: letter spacing,
/// tabular digits, baseline offsets (`vertical-align` on an inner span), line spacing (the line
/// height grows by it and the paragraph's first and last half are trimmed) and minimum scale
/// factors of `lineLimit(1)` texts (see ``TextTypography``); a redacted text is a rounded grey
/// bar per line. Every truncation mode clamps at the tail: CSS has no ellipsis at the start or in
/// the middle of a clamped text.
extension HTMLRenderer {
    mutating func renderText(_ text: ResolvedText, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        startNodeElement("span", node)
        if !context.heading.isEmpty, !context.isInteractive { writeHeadingRole(context.heading) }
        writer.addClass("cui-t")
        switch text.style.alignment {
        case .center: writer.addClass("cui-tac")
        case .trailing: writer.addClass("cui-tae")
        case .leading: break
        }
        if let limit = context.isHeightBounded ? linesShown(of: node) ?? text.style.lineLimit : text.style.lineLimit, limit > 0 {
            writer.addClass("cui-clamp")
            writer.styleVarStart("--cui-lines")
            writer.styleNumber(limit)
            writer.styleVarEnd()
            let scale = text.style.typography.minimumScaleFactor
            if limit == 1, scale < 1 {
                writer.addClass("cui-msf")
                writer.styleVar("--cui-msf", number: Double(scale))
            }
        }
        let lineSpacing = Self.lineSpacing(text)
        if lineSpacing > 0 {
            writer.addClass("cui-lsp")
            writer.styleVar("--cui-lsp", px: lineSpacing)
        }
        let isSingleRun = text.appended.isEmpty
        if isSingleRun {
            runStyle(text.style, lineSpacing: lineSpacing, lineHeight: text.style.typography.lineHeight, isInline: false)
        } else if let setting = text.style.typography.lineHeight, setting.points(forPointSize: 17) != nil {
            // The line's strut, as the layout engine measures it: the tallest run's line height.
            writer.styleVar("line-height", px: (runLineHeights(text, setting).max() ?? 0) + lineSpacing)
        }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let offset = isSingleRun ? Double(text.style.typography.baselineOffset) : 0
        if offset != 0 {
            writer.startElement("span")
            writer.addClass("cui-bo")
            writer.styleVar("--cui-bo", px: offset)
            writer.endStartTag()
        }
        if isSingleRun {
            let href = linkHref(text.style.link)
            if let href {
                writer.startElement("a")
                writer.attribute("href", href)
                writer.addClass("cui-tl")
                writer.endStartTag()
            }
            writeRunContent(text)
            if href != nil { writer.endElement("a") }
        } else {
            writeRuns(text, lineSpacing: lineSpacing, lineHeight: text.style.typography.lineHeight)
        }
        if offset != 0 { writer.endElement("span") }
        writer.endElement("span")
    }

    /// The lines the text `node` shows where the height a frame offers it leaves some out: the
    /// layout engine's count in the page layout at the render's width (a text whose width
    /// follows the window may wrap to other lines in other windows), or `nil` when all fit.
    mutating func linesShown(of node: ResolvedNode) -> Int? {
        pageLayouts(0..<1).first?.notes.textLinesShown[node.id]
    }

    mutating func writeRuns(_ text: ResolvedText, lineSpacing: Double, lineHeight: AttributedString.LineHeight? = nil) {
        // A joined text styled as a whole is an empty run holding its runs, each styled already.
        if !text.string.isEmpty || !text.images.isEmpty {
            let href = linkHref(text.style.link)
            let tag: StaticString = href == nil ? "span" : "a"
            writer.startElement(tag)
            if let href { writer.attribute("href", href) }
            runStyle(text.style, lineSpacing: lineSpacing, lineHeight: lineHeight, isInline: true)
            writer.endStartTag()
            writeRunContent(text)
            writer.endElement(tag)
        }
        for run in text.appended { writeRuns(run, lineSpacing: lineSpacing, lineHeight: lineHeight) }
    }

    /// Where a run links to, as an `href`: `nil` for a run without a link, one whose URL is not
    /// allowed (``SafeURL``), and inside a control, whose element is interactive already.
    private func linkHref(_ link: URL?) -> String? {
        guard let link, !context.isInteractive, !context.isDisabled else { return nil }
        return SafeURL.href(link)
    }

    /// The classes and properties of one run of text, and its `lang` when the text sets its
    /// typesetting language; `isInline` for a run inside the text's element, which alone can be
    /// raised by a baseline offset.
    mutating func runStyle(_ style: ResolvedTextStyle, lineSpacing: Double, lineHeight: AttributedString.LineHeight? = nil, isInline: Bool) {
        if let language = style.language { writer.attribute("lang", language) }
        writer.addClass("cui-r")
        let font = style.font(default: context.styles?.defaultFont ?? .body)
        // Under a constant line height a raised run of several has no leading (as the layout
        // engine measures it): it moves its glyphs, not the line.
        let isConstant = isInline && lineHeight?.points(forPointSize: 17) != nil && style.typography.baselineOffset != 0
        fontVariables(font, lineHeight: isConstant ? 0 : Self.lineHeight(font, lineHeight) + lineSpacing)
        let paint = foreground(style.foreground)
        writer.styleVarStart("--cui-fg")
        writer.styleTextColor(paint)
        writer.styleVarEnd()
        // A gradient fills the glyphs across the run's box; the text's colour stays its first
        // stop, for strikethrough and underline lines.
        if paint.gradient != nil {
            writer.addClass("cui-gtext")
            writer.gradientVariables(of: paint)
        }
        textShadows(style.shadows, isGradient: paint.gradient != nil)
        fontClasses(font, textCase: style.textCase)
        let strike = style.strikethrough ?? context.styles?.strikethrough
        let underline = style.underline ?? context.styles?.underline
        if strike != nil { writer.addClass("cui-strike") }
        if underline != nil { writer.addClass("cui-under") }
        // One style for both lines, as CSS has: the strikethrough's pattern, else the underline's.
        switch (strike ?? underline)?.pattern.kind {
        case .dot: writer.addClass("cui-ddot")
        case .dash, .dashDot, .dashDotDot: writer.addClass("cui-ddash")
        case .solid, nil: break
        }
        if let color = strike?.color ?? underline?.color {
            writer.styleVarStart("--cui-dc")
            writer.styleColor(color)
            writer.styleVarEnd()
        }
        if let background = style.background {
            writer.addClass("cui-tbg")
            writer.styleVarStart("--cui-tbg")
            writer.styleColor(background)
            writer.styleVarEnd()
        }
        let typography = style.typography
        if typography.letterSpacing != 0 {
            writer.addClass("cui-tk")
            writer.styleVar("--cui-tk", px: Double(typography.letterSpacing))
        }
        if typography.isMonospacedDigit || font.isMonospacedDigit { writer.addClass("cui-tnum") }
        if typography.isRedacted { writer.addClass("cui-redact") }
        if isInline, typography.baselineOffset != 0 {
            writer.addClass("cui-bo")
            writer.styleVar("--cui-bo", px: Double(typography.baselineOffset))
        }
    }

    /// The font's size, line height (where given) and weight, as the `cui-r` class reads them.
    mutating func fontVariables(_ font: Font, lineHeight: Double?) {
        writer.styleVar("--cui-fs", px: Double(font.pointSize))
        if let lineHeight { writer.styleVar("--cui-lh", px: lineHeight) }
        writer.styleVar("--cui-fw", number: Double(font.resolvedWeight.cssValue))
    }

    /// The classes of the font's italic and design, and of the text's case.
    mutating func fontClasses(_ font: Font, textCase: Text.Case?) {
        if font.isItalic { writer.addClass("cui-i") }
        switch textCase {
        case .uppercase: writer.addClass("cui-upper")
        case .lowercase: writer.addClass("cui-lower")
        case nil: break
        }
        switch font.design {
        case .serif: writer.addClass("cui-serif")
        case .rounded: writer.addClass("cui-rounded")
        case .monospaced: writer.addClass("cui-mono")
        case .default, nil: break
        }
    }

    /// The line heights of `text`'s runs under `setting`, in order.
    private func runLineHeights(_ text: ResolvedText, _ setting: AttributedString.LineHeight) -> [Double] {
        [Self.lineHeight(text.style.font(default: context.styles?.defaultFont ?? .body), setting)]
            + text.appended.flatMap { runLineHeights($0, setting) }
    }

    /// The font's line height under the paragraph's `setting` (`Font.lineHeight(_:)`), which the
    /// layout engine measures with too.
    static func lineHeight(_ font: Font, _ setting: AttributedString.LineHeight? = nil) -> Double {
        Double(font.lineHeight(setting))
    }

    /// The paragraph's line spacing (`TextMeasurer.lineSpacing(of:)`, which the layout engine measures with).
    static func lineSpacing(_ text: ResolvedText) -> Double {
        Double(TextMeasurer.lineSpacing(of: text))
    }
}
