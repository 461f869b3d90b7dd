import ContainerLayout
import ContainerUICore
import Foundation

/// `GeometryReader`: its content at the top-leading corner of all the space offered, resolved
/// for the reader's own size as SwiftUI resolves it, which only layout knows.
///
/// The page layouts give the reader's proxy (its size, its place in the window, the named
/// coordinate spaces' places) at three window widths. When it is the proxy the content was
/// resolved for at all three, the content is written as it is. Otherwise, when each of its
/// numbers is `a·window + b` (``WindowProxy``), its content is resolved and written for proxies
/// across window widths (``WindowPieces/windows``) and taken apart into its markup and the pixel
/// lengths of its `style` attributes (``StyleLengths``):
///
/// - the window widths are cut into ranges of one markup each (a view shown only above some
///   width, a stack that turns from a column into a row);
/// - in each range, each length is fitted with ``WindowPieces`` and written as a `calc()` of
///   `100vw` (a bar as wide as a fraction of the reader follows the window);
/// - with more than one range, each range's content is written in a box laid out as the reader
///   is and filling it, widest range first, and the reader chooses among them as a
///   `ViewThatFits` does (`.cui-vtf`): the first whose range starts at or below the window's
///   width.
///
/// Content with more ranges than a `ViewThatFits` has candidates, or whose lengths do not fit,
/// is written for the reader's proxy at the render's width; so is all of it when the proxy is
/// not of that form, or the same at every width.
extension HTMLRenderer {
    /// The most renderings of one reader's content while fitting it.
    static let geometryReaderSampleLimit = 600

    /// How far a written length may be from a line and still be on it: lengths are written to
    /// three decimals, so a line through two of them misses a third by up to a thousandth.
    static let writtenLengthTolerance = 0.0015

    mutating func renderGeometryReader(_ reader: ResolvedGeometryReader, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let content = readerContent(reader, node: node)
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-g")
        writer.addClass("cui-z")
        writer.addClass("cui-geo")
        if case .ranges(let ranges) = content { writeRangeChoice(ranges) }
        applyPlacement(placement, node: node, flexibility: flexibility)
        if reader.isCanvas {
            // A canvas is an image: named by its label, else hidden.
            if let label = node.accessibilityLabel {
                writer.attribute("role", static: "img")
                writer.attribute("aria-label", label)
            } else {
                writer.attribute("aria-hidden", static: "true")
            }
            writeOwnAccessibilityDetails(isFocusable: false)
        }
        writer.endStartTag()
        switch content {
        case .asResolved:
            renderChildren(of: node, placement: .plain)
        case .markup(let markup):
            writer.raw(bytes: markup)
        case .ranges(let ranges):
            for range in ranges.reversed() {
                // A box laid out as the reader is, filling it, so that the content is placed in
                // it as it would be in the reader.
                writer.startElement(tag)
                writer.addClass("cui-g")
                writer.addClass("cui-z")
                writer.addClass("cui-geo")
                writer.addClass("cui-sx")
                writer.addClass("cui-sy")
                writer.endStartTag()
                writer.raw(bytes: range.markup)
                writer.endElement(tag)
            }
        }
        writer.endElement(tag)
    }

    /// What a reader's content is written as.
    private enum ReaderContent {
        /// Its children as they were resolved.
        case asResolved
        /// This markup, at every window width.
        case markup([UInt8])
        /// This markup from each window width on, in order of width.
        case ranges([(start: Int, markup: [UInt8])])
    }

    /// The reader's content, as the type's comment says, written into the output and taken back
    /// (nothing of the reader's own element is pending: it is not started yet).
    private mutating func readerContent(_ reader: ResolvedGeometryReader, node: ResolvedNode) -> ReaderContent {
        let proxies = pageLayouts(0..<3).compactMap { layout in
            layout.notes.geometryReaderProxies[node.id].map { (window: Double(layout.window), proxy: $0) }
        }
        guard let first = proxies.first, proxies.contains(where: { $0.proxy != reader.proxy }) else { return .asResolved }
        let hides = hidesNextElement
        hidesNextElement = false
        defer { hidesNextElement = hides }
        let start = writer.count
        let definitions = nextDefinitionID
        renderContent(of: node, proxy: first.proxy)
        let atRenderWidth = writer.takeBytes(after: start)
        guard let window = WindowProxy(proxies), !window.isConstant else { return .markup(atRenderWidth) }
        let definitionsAfter = nextDefinitionID
        // Every sample starts from the same definition ids, so that only lengths tell them apart.
        var samples: [Int: StyleLengths] = [:]
        let proxy = window.proxy(at:)
        func sample(_ window: Int) -> StyleLengths? {
            if let known = samples[window] { return known }
            guard samples.count < Self.geometryReaderSampleLimit else { return nil }
            nextDefinitionID = definitions
            renderContent(of: node, proxy: proxy(window))
            let lengths = StyleLengths(writer.takeBytes(after: start))
            samples[window] = lengths
            return lengths
        }
        guard let ranges = Self.markupRanges(WindowPieces.windows.lowerBound, WindowPieces.windows.upperBound,
                                             limit: Self.viewThatFitsCandidateLimit, sample) else {
            nextDefinitionID = definitionsAfter
            return .markup(atRenderWidth)
        }
        var written: [(start: Int, markup: [UInt8])] = []
        var fresh = definitions
        for range in ranges {
            let fitted = WindowPieces(over: range.windows, sampleLimit: Self.geometryReaderSampleLimit, tolerance: Self.writtenLengthTolerance) { window in
                sample(window).flatMap { $0.hasTemplate(of: range.markup) ? $0.lengths : nil }
            }
            guard let fitted else {
                nextDefinitionID = definitionsAfter
                return .markup(atRenderWidth)
            }
            // Written again from fresh definition ids, so that no two ranges share one.
            nextDefinitionID = fresh
            renderContent(of: node, proxy: proxy(range.windows.lowerBound))
            let lengths = StyleLengths(writer.takeBytes(after: start))
            fresh = nextDefinitionID
            written.append((range.windows.lowerBound, lengths.markup { index, markup in
                guard fitted.pieces.count > 1 || fitted.pieces[0].slopes[index] != 0 else { return markup += lengths.written[index] }
                var calc = HTMLOutput(capacity: 256)
                fitted.writeCalc(index, into: &calc)
                markup += calc.style.array
            }))
        }
        nextDefinitionID = fresh
        return written.count == 1 ? .markup(written[0].markup) : .ranges(written)
    }

    /// The ranges of window widths `low...high` over which the content has one markup, in order,
    /// with a sample of each, at most `limit` of them; `nil` when there are more or a sample
    /// cannot be taken. Evenly spaced samples first turn away content whose markup changes at
    /// every width (a text showing the size); then each range's end is found by halving, from
    /// its start.
    private static func markupRanges(_ low: Int, _ high: Int, limit: Int, _ sample: (Int) -> StyleLengths?) -> [(windows: ClosedRange<Int>, markup: StyleLengths)]? {
        var spaced: [StyleLengths] = []
        for step in 0...limit {
            guard let lengths = sample(low + (high - low) * step / limit) else { return nil }
            spaced.append(lengths)
        }
        guard zip(spaced, spaced.dropFirst()).contains(where: { $0.hasTemplate(of: $1) }) else { return nil }
        var ranges: [(windows: ClosedRange<Int>, markup: StyleLengths)] = []
        var start = low
        while start <= high {
            guard ranges.count < limit, let markup = sample(start) else { return nil }
            // The last width with this markup: `same` has it, `other` does not.
            var same = start, other = high + 1
            if let last = sample(high), last.hasTemplate(of: markup) { same = high }
            while other - same > 1, same < high {
                let middle = (same + other) / 2
                guard let lengths = sample(middle) else { return nil }
                if lengths.hasTemplate(of: markup) { same = middle } else { other = middle }
            }
            ranges.append((start...same, markup))
            start = same + 1
        }
        return ranges
    }

    /// The numbers `.cui-vtf` chooses a range by (see ``renderViewThatFits``): the window's width
    /// as the width offered, and each range but the first's start, half a pixel early, as the
    /// ideal width of its candidate, widest first.
    private mutating func writeRangeChoice(_ ranges: [(start: Int, markup: [UInt8])]) {
        writer.addClass("cui-vtf")
        writer.styleVar("--cui-av", static: "100vw")
        writer.styleVar("--cui-vc", number: Double(ranges.count - 1))
        for (candidate, range) in ranges.reversed().dropLast().enumerated() {
            writer.styleRaw("--cui-vw")
            writer.styleNumber(candidate)
            writer.styleRaw(":")
            writer.stylePx(Double(range.start) - 0.5)
            writer.styleVarEnd()
        }
    }

    /// Writes the reader's content resolved for `proxy`.
    private mutating func renderContent(of node: ResolvedNode, proxy: GeometryProxy) {
        var resized = node
        _ = resized.resizeGeometryReaders([node.id: proxy])
        renderChildren(of: resized, placement: .plain)
    }
}
