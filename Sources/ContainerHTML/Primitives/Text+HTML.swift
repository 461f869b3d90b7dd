import ContainerLayout
import ContainerUICore
import Foundation

/// `Text` as a `span`: SwiftUI's text styles (size, line height, weight), designs, italic,
/// decorations, case (`text-transform`, so the text read aloud keeps its own), line limits and
/// multiline alignment; `Text + Text` as one run `span` per part.
extension HTMLRenderer {
    mutating func renderText(_ text: ResolvedText, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        startNodeElement("span", node)
        if modifierFlags.contains(.accessibilityTraits), node.accessibilityTraits.contains(.isHeader) {
            writer.attribute("role", static: "heading")
            writer.attribute("aria-level", static: "2")
        }
        writer.addClass("cui-t")
        switch text.style.alignment {
        case .center: writer.addClass("cui-tac")
        case .trailing: writer.addClass("cui-tae")
        case .leading: break
        }
        if let limit = text.style.lineLimit, limit > 0 {
            writer.addClass("cui-clamp")
            writer.styleVarStart("--cui-lines")
            writer.styleNumber(limit)
            writer.styleVarEnd()
        }
        let isSingleRun = text.appended.isEmpty
        if isSingleRun { runStyle(text.style) }
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        if isSingleRun {
            writer.text(text.string)
        } else {
            writeRuns(text)
        }
        writer.endElement("span")
    }

    private mutating func writeRuns(_ text: ResolvedText) {
        writer.startElement("span")
        runStyle(text.style)
        writer.endStartTag()
        writer.text(text.string)
        writer.endElement("span")
        for run in text.appended { writeRuns(run) }
    }

    /// The classes and properties of one run of text.
    mutating func runStyle(_ style: ResolvedTextStyle) {
        writer.addClass("cui-r")
        var font = style.font ?? context.styles?.defaultFont ?? .body
        if let weight = style.weight { font.weight = weight }
        if style.isItalic { font.isItalic = true }
        writer.styleVar("--cui-fs", px: Double(font.pointSize))
        writer.styleVar("--cui-lh", px: Self.lineHeight(font))
        writer.styleVar("--cui-fw", number: Double(font.resolvedWeight.cssValue))
        writer.styleVarStart("--cui-fg")
        writer.styleTextColor(foreground(style.foreground))
        writer.styleVarEnd()
        if font.isItalic { writer.addClass("cui-i") }
        switch style.textCase {
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
        let strike = style.strikethrough ?? context.styles?.strikethrough
        let underline = style.underline ?? context.styles?.underline
        if strike != nil { writer.addClass("cui-strike") }
        if underline != nil { writer.addClass("cui-under") }
        if let color = strike?.color ?? underline?.color {
            writer.styleVarStart("--cui-dc")
            writer.styleColor(color)
            writer.styleVarEnd()
        }
    }

    /// The font's line height (`Font.lineHeight`), which the layout engine measures with too.
    static func lineHeight(_ font: Font) -> Double {
        Double(font.lineHeight)
    }
}
