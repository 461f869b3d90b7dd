import ContainerUICore
import Foundation

/// Measures resolved text with the Inter faces the pages use (emoji with the colour emoji font
/// the browser falls back to): shaped with HarfBuzz at the run's size and weight, wrapped at
/// Chromium's break opportunities within a width, one line height per line. Shaped paragraphs
/// are cached, so measuring again at another width is cheap.
public final class TextMeasurer: @unchecked Sendable {
    /// The measurer of the shipped fonts (see `Public/fonts/README.md`).
    public static let shared = TextMeasurer(library: .shared)

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
        guard text.appended.isEmpty else { return measured(ParagraphKey(runs: Self.runs(of: text, defaultFont: defaultFont))) }
        let run = Self.run(text, defaultFont: defaultFont)
        lock.lock()
        defer { lock.unlock() }
        if let cached = singleRuns[run] { return cached }
        let measured = shape([run])
        if singleRuns.count > 400_000 { singleRuns.removeAll(keepingCapacity: true) }
        singleRuns[run] = measured
        return measured
    }

    private func measured(_ key: ParagraphKey) -> MeasuredText {
        lock.lock()
        defer { lock.unlock() }
        if let cached = paragraphs[key] { return cached }
        let measured = shape(key.runs)
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
        var font = text.style.font ?? defaultFont
        if let weight = text.style.weight { font.weight = weight }
        if text.style.isItalic { font.isItalic = true }
        return Run(string: text.string, font: font)
    }

    private func shape(_ runs: [Run]) -> MeasuredText {
        var paragraph = ShapedParagraph()
        var string = ""
        for run in runs {
            let face = library.face(weight: run.font.resolvedWeight.cssValue, italic: run.font.isItalic)
            let size = Double(run.font.pointSize)
            for segment in library.segments(of: run.string, primary: face) {
                paragraph.advances += segment.face.clusterAdvances(Array(segment.text.utf8)).map { $0 * size }
            }
            string += run.string
        }
        LineBreakOpportunities.mark(string, into: &paragraph)
        paragraph.findWords()
        var lineHeight = runs.map(\.font.lineHeight).max() ?? 0
        // Several runs sit in an outer block whose strut is the page's 17 px × 1.29.
        if runs.count > 1 { lineHeight = max(lineHeight, 17 * 1.29) }
        return MeasuredText(paragraph: paragraph, lineHeight: lineHeight)
    }

    private struct Run: Hashable {
        var string: String
        var font: Font

        /// The string alone: runs of one string in several fonts are rare, and hashing a font
        /// costs as much as hashing a title.
        func hash(into hasher: inout Hasher) {
            hasher.combine(string)
        }
    }

    private struct ParagraphKey: Hashable {
        var runs: [Run]
    }
}

/// A text shaped once, measured at any width without shaping or looking it up again.
package final class MeasuredText: Sendable {
    private let paragraph: ShapedParagraph
    private let lineHeight: CGFloat

    init(paragraph: ShapedParagraph, lineHeight: CGFloat) {
        self.paragraph = paragraph
        self.lineHeight = lineHeight
    }

    /// The text's size when proposed `width` (`nil`: its ideal, unwrapped size).
    package func size(width: CGFloat?) -> CGSize {
        let lines = paragraph.lines(within: width.map(Double.init))
        return CGSize(width: lines.width, height: CGFloat(lines.count) * lineHeight)
    }
}
