import ContainerUICore
import Foundation

/// Measures resolved text with the Inter faces the pages use (emoji with the colour emoji font
/// the browser falls back to): shaped with HarfBuzz at the run's size and weight, wrapped at
/// Chromium's break opportunities within a width, one line height per line. Shaped paragraphs
/// are cached, so measuring again at another width is cheap.
public final class TextMeasurer: @unchecked Sendable {
    /// The measurer of the shipped fonts (see `Public/fonts/README.md`), which canvases measure
    /// their texts with once it is made.
    public static let shared: TextMeasurer = {
        let measurer = TextMeasurer(library: .shared)
        CanvasMeasurement.register(measurer)
        return measurer
    }()

    private let library: FontLibrary
    private let lock = NSLock()
    /// The shaped texts, read and written only under `lock`, hence without dynamic exclusivity checks.
    @exclusivity(unchecked) private var paragraphs: [ParagraphKey: MeasuredText] = [:]
    /// Texts of one run (most), by their run alone: looking one up builds no array.
    @exclusivity(unchecked) private var singleRuns: [Run: MeasuredText] = [:]

    init(library: FontLibrary) {
        self.library = library
    }

    /// The size of `text` when proposed `width` (`nil`: its ideal, unwrapped size); runs that set
    /// no font use `defaultFont`.
    public func size(of text: ResolvedText, defaultFont: Font = .body, width: CGFloat?) -> CGSize {
        measured(text, defaultFont: defaultFont).size(width: width)
    }

    /// `text` shaped, ready to be measured at any width; runs that set no font use `defaultFont`.
    package func measured(_ text: ResolvedText, defaultFont: Font = .body) -> MeasuredText {
        let paragraph = ParagraphStyle(text)
        guard text.appended.isEmpty else {
            return measured(ParagraphKey(runs: Self.runs(of: text, defaultFont: defaultFont), paragraph: paragraph))
        }
        var run = Self.run(text, defaultFont: defaultFont)
        run.paragraph = paragraph
        lock.lock()
        defer { lock.unlock() }
        if let cached = singleRuns[run] { return cached }
        let measured = shape([run], paragraph: paragraph)
        if singleRuns.count > 400_000 { singleRuns.removeAll(keepingCapacity: true) }
        singleRuns[run] = measured
        return measured
    }

    private func measured(_ key: ParagraphKey) -> MeasuredText {
        lock.lock()
        defer { lock.unlock() }
        if let cached = paragraphs[key] { return cached }
        let measured = shape(key.runs, paragraph: key.paragraph)
        if paragraphs.count > 400_000 { paragraphs.removeAll(keepingCapacity: true) }
        paragraphs[key] = measured
        return measured
    }

    /// The runs of `text` with their fonts in effect.
    private static func runs(of text: ResolvedText, defaultFont: Font) -> [Run] {
        var runs: [Run] = []
        func visit(_ text: ResolvedText) {
            runs.append(run(text, defaultFont: defaultFont))
            for appended in text.appended { visit(appended) }
        }
        visit(text)
        return runs
    }

    /// The run of `text` alone, with its font in effect.
    private static func run(_ text: ResolvedText, defaultFont: Font) -> Run {
        let typography = text.style.typography
        let font = text.style.font(default: defaultFont)
        return Run(
            string: text.string, font: font, letterSpacing: Double(typography.letterSpacing),
            baselineOffset: typography.baselineOffset, isMonospacedDigit: typography.isMonospacedDigit || font.isMonospacedDigit
        )
    }

    /// The space between the lines of `text`'s paragraph, in px: its `lineSpacing`, never
    /// negative, and none for a text of one line (`lineLimit(1)`).
    public static func lineSpacing(of text: ResolvedText) -> CGFloat {
        text.style.lineLimit == 1 ? 0 : max(text.style.typography.lineSpacing, 0)
    }

    private func shape(_ runs: [Run], paragraph style: ParagraphStyle) -> MeasuredText {
        var paragraph = ShapedParagraph()
        var string = ""
        for run in runs {
            let face = library.face(weight: run.font.resolvedWeight.cssValue, italic: run.font.isItalic)
            let size = Double(run.font.pointSize)
            let features = ShapingFeatures.features(tabularDigits: run.isMonospacedDigit, letterSpacing: run.letterSpacing != 0)
            let start = paragraph.advances.count
            for segment in library.segments(of: run.string, primary: face) {
                paragraph.advances += segment.face.clusterAdvances(Array(segment.text.utf8), features: features).map { $0 * size }
            }
            markInlineImages(in: run.string, from: start, size: size, into: &paragraph)
            if run.letterSpacing != 0 {
                // letter-spacing: after every character, the last one included.
                var offset = start
                for character in run.string {
                    paragraph.advances[offset] += run.letterSpacing
                    offset += character.utf8.count
                }
            }
            string += run.string
        }
        LineBreakOpportunities.mark(string, into: &paragraph)
        paragraph.findWords()
        let (lineHeight, baseline) = lineMetrics(of: runs, lineSpacing: style.lineSpacing, setting: style.lineHeight)
        return MeasuredText(paragraph: paragraph, lineHeight: lineHeight, baseline: baseline, style: style)
    }

    /// Gives each inline image's marker (`Text.inlineImageMarker`) in `string`, shaped from
    /// `start` in `paragraph`, the advance of the image the page draws there: one em, its run's
    /// font size, in place of the font's glyph for the character.
    private func markInlineImages(in string: String, from start: Int, size: Double, into paragraph: inout ShapedParagraph) {
        guard string.unicodeScalars.contains(Text.inlineImageMarker) else { return }
        var offset = start
        for scalar in string.unicodeScalars {
            let length = scalar.utf8.count
            if scalar == Text.inlineImageMarker {
                paragraph.advances[offset] = size
                for byte in offset + 1..<offset + length { paragraph.advances[byte] = 0 }
            }
            offset += length
        }
    }

    /// The height of a line and where its baseline is below the top of the text, from the boxes
    /// CSS stacks on the line's shared baseline: the outer block's strut (the page's 17 px × 1.29
    /// for several runs, else the run's own font where it is not raised) and each run's box,
    /// raised or lowered by its baseline offset. The height: without baseline offsets, the tallest
    /// run's line height (with the line spacing), for several runs at least the strut's; with them,
    /// what holds every box. The baseline: below the highest box's top by its half-leading and
    /// ascent (each rounded to whole pixels, as Chromium rounds a font's), less the half of the
    /// line spacing trimmed above the paragraph.
    private func lineMetrics(of runs: [Run], lineSpacing: CGFloat, setting: AttributedString.LineHeight?) -> (height: CGFloat, baseline: CGFloat) {
        var top = 0.0, bottom = 0.0, baselineTop = 0.0
        func include(_ font: Font, lineHeight: CGFloat, offset: CGFloat) {
            let face = library.face(weight: font.resolvedWeight.cssValue, italic: font.isItalic)
            let size = Double(font.pointSize), ascent = face.ascent * size, descent = face.descent * size
            let halfLeading = (Double(lineHeight) - ascent - descent) / 2
            top = min(top, -ascent - halfLeading - Double(offset))
            bottom = max(bottom, descent + halfLeading - Double(offset))
            let pixelAscent = ascent.rounded(), pixelDescent = descent.rounded()
            baselineTop = max(baselineTop, pixelAscent + ((Double(lineHeight) - pixelAscent - pixelDescent) / 2).rounded(.down) + Double(offset))
        }
        // A line height set for the paragraph is the strut's too (the renderer writes it on the
        // text's element): the tallest run's under the setting.
        let strut = setting?.points(forPointSize: 17) == nil ? 17 * 1.29 : (runs.map { $0.font.lineHeight(setting) }.max() ?? 0) + lineSpacing
        if runs.count > 1 {
            include(.system(size: 17), lineHeight: strut, offset: 0)
        } else {
            include(runs[0].font, lineHeight: runs[0].font.lineHeight(setting) + lineSpacing, offset: 0)
        }
        // Under a constant line height a raised or lowered run of several has no leading of its
        // own (the renderer writes it `line-height: 0`), so it moves its glyphs, not the lines.
        let isConstant = runs.count > 1 && setting?.points(forPointSize: 17) != nil
        for run in runs {
            let height = isConstant && run.baselineOffset != 0 ? 0 : run.font.lineHeight(setting) + lineSpacing
            include(run.font, lineHeight: height, offset: run.baselineOffset)
        }
        let baseline = CGFloat(baselineTop) - lineSpacing / 2
        guard runs.contains(where: { $0.baselineOffset != 0 }) else {
            var lineHeight = (runs.map { $0.font.lineHeight(setting) }.max() ?? 0) + lineSpacing
            if runs.count > 1 { lineHeight = max(lineHeight, strut) }
            return (lineHeight, baseline)
        }
        return (CGFloat(bottom - top), baseline)
    }

    private struct Run: Hashable {
        var string: String
        var font: Font
        var letterSpacing: Double
        var baselineOffset: CGFloat
        var isMonospacedDigit: Bool
        /// The paragraph's settings, for a text of one run (its cache key).
        var paragraph: ParagraphStyle?

        /// The string alone: runs of one string in several fonts are rare, and hashing a font
        /// costs as much as hashing a title.
        func hash(into hasher: inout Hasher) {
            hasher.combine(string)
        }
    }

    private struct ParagraphKey: Hashable {
        var runs: [Run]
        var paragraph: ParagraphStyle
    }
}

/// What a text's paragraph sets as a whole (its outermost text's style): the line limit, line
/// spacing and minimum scale factor (which counts with `lineLimit(1)` only).
struct ParagraphStyle: Hashable, Sendable {
    var lineLimit: Int?
    var lineSpacing: CGFloat
    var lineHeight: AttributedString.LineHeight?
    var minimumScaleFactor: CGFloat

    init(_ text: ResolvedText) {
        lineLimit = text.style.lineLimit.flatMap { $0 > 0 ? $0 : nil }
        lineSpacing = TextMeasurer.lineSpacing(of: text)
        lineHeight = text.style.typography.lineHeight
        minimumScaleFactor = lineLimit == 1 ? min(text.style.typography.minimumScaleFactor, 1) : 1
    }
}

/// A text shaped once, measured at any width without shaping or looking it up again.
package final class MeasuredText: Sendable {
    private let paragraph: ShapedParagraph
    /// The height of a line, line spacing and baseline offsets included.
    private let lineHeight: CGFloat
    /// Where the first line's baseline is below the text's top.
    private let baseline: CGFloat
    private let style: ParagraphStyle
    /// The widest line when nothing wraps (CSS's max-content width).
    private let idealWidth: Double

    init(paragraph: ShapedParagraph, lineHeight: CGFloat, baseline: CGFloat, style: ParagraphStyle) {
        self.paragraph = paragraph
        self.lineHeight = lineHeight
        self.baseline = baseline
        self.style = style
        idealWidth = paragraph.lines(within: nil).width
    }

    /// The text's size when proposed `width` (`nil`: its ideal, unwrapped size) and, where a
    /// frame bounds it, `height`: it then shows the lines that fit (at least one), as SwiftUI's
    /// text does, cut like a line limit. Line spacing
    /// goes between lines only. A text its line limit cuts is as wide as the offered width (or
    /// its ideal width, if less), as a clamped block is; a single-line text with a minimum scale
    /// factor that does not fit shrinks to it, down to the factor (``scale(width:)``). An empty
    /// text has no size, as an empty block has none in the page.
    package func size(width: CGFloat?, height: CGFloat? = nil) -> CGSize {
        if paragraph.advances.isEmpty { return .zero }
        if style.minimumScaleFactor < 1 {
            let scale = scale(width: width)
            let ideal = CGFloat(idealWidth) * scale
            return CGSize(width: width.map { min($0, ideal) } ?? ideal, height: lineHeight * scale - style.lineSpacing)
        }
        let lines = paragraph.lines(within: width.map(Double.init))
        guard let limit = limit(lines: lines.count, height: height) else {
            return CGSize(width: lines.width, height: CGFloat(lines.count) * lineHeight - style.lineSpacing)
        }
        let textWidth = lines.count > limit ? min(width ?? .infinity, CGFloat(idealWidth)) : CGFloat(lines.width)
        // A clamped block ends at its last line box, so only the spacing above the first line is
        // trimmed, except where the clamp's maximum height (the limit's lines, spacing trimmed) stops it.
        let height = min(CGFloat(min(lines.count, limit)) * lineHeight - style.lineSpacing / 2, CGFloat(limit) * lineHeight - style.lineSpacing)
        return CGSize(width: textWidth, height: height)
    }

    /// Where the first (`last == false`) or last line's baseline is below the text's top when
    /// proposed `width` (and a bounding `height`); lines its limit cuts do not count.
    package func baseline(last: Bool, width: CGFloat?, height: CGFloat? = nil) -> CGFloat {
        guard last, !paragraph.advances.isEmpty else { return baseline }
        var count = paragraph.lines(within: width.map(Double.init)).count
        if let limit = limit(lines: count, height: height) { count = min(count, limit) }
        return baseline + CGFloat(max(count - 1, 0)) * lineHeight
    }

    /// How many of its lines the text shows in `height` at `width`, when that is fewer than its
    /// line limit leaves (`nil` when the height cuts nothing more).
    package func linesShown(width: CGFloat?, height: CGFloat) -> Int? {
        guard !paragraph.advances.isEmpty, style.minimumScaleFactor >= 1 else { return nil }
        let count = paragraph.lines(within: width.map(Double.init)).count
        guard let shown = limit(lines: count, height: height), shown < min(count, style.lineLimit ?? .max) else { return nil }
        return shown
    }

    /// The lines a text shows: its line limit, lowered to the lines that fit in `height` (at
    /// least one) when a frame bounds it and its `lines` do not fit; `nil` when nothing cuts it.
    private func limit(lines: Int, height: CGFloat?) -> Int? {
        guard let height, lines > 1 else { return style.lineLimit }
        let fitting = linesFitting(height)
        guard fitting < lines else { return style.lineLimit }
        return min(style.lineLimit ?? .max, fitting)
    }

    /// How many lines fit in `height` (at least one): spacing goes between lines only.
    private func linesFitting(_ height: CGFloat) -> Int {
        guard height.isFinite else { return .max }
        return max(1, Int(((height + style.lineSpacing) / lineHeight + 0.001).rounded(.down)))
    }

    /// The factor a single-line text is scaled by to fit `width`: 1 when it fits, else the width
    /// over its ideal width, rounded down to a thousandth as the page's script rounds it, and
    /// never below the minimum scale factor.
    package func scale(width: CGFloat?) -> CGFloat {
        guard style.minimumScaleFactor < 1, let width, Double(width) < idealWidth, idealWidth > 0 else { return 1 }
        return max(style.minimumScaleFactor, (Double(width) / idealWidth * 1000).rounded(.down) / 1000)
    }
}
