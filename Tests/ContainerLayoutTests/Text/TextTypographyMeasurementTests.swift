import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// The typography modifiers measured as the page draws them: letter spacing after every
/// character, line spacing between lines only, tabular digits, baseline offsets, line limits and
/// minimum scale factors.
@Suite struct TextTypographyMeasurementTests {
    struct NotText: Error {}

    private func text<V: View>(_ view: V) throws -> ResolvedText {
        guard case .text(let text) = resolve(view).root.children[0].kind else { throw NotText() }
        return text
    }

    private func size<V: View>(_ view: V, width: CGFloat? = nil) throws -> CGSize {
        TextMeasurer.shared.size(of: try text(view), width: width)
    }

    @Test("Tracking adds its amount after every character, the last one included")
    func trackingAddsAfterEveryCharacter() throws {
        let plain = try size(Text("Playlist"))
        let tracked = try size(Text("Playlist").tracking(2))
        #expect(abs(tracked.width - plain.width - 2 * 8) < 1.0 / 32)
        #expect(tracked.height == plain.height)
        let viewTracked = try size(Text("Playlist").tracking(-0.5).font(.body))
        #expect(abs(viewTracked.width - plain.width + 0.5 * 8) < 1.0 / 32)
    }

    @Test("iOS 26's line heights: constants from the point size, the fonts' own for variable")
    func lineHeights() throws {
        let lines = "Brahms wrote the eight variations\nin the summer of 1873"
        #expect(try size(Text(lines)).height == 44)
        #expect(try size(Text(lines).lineHeight(.variable)).height == 44)
        #expect(try size(Text(lines).lineHeight(.exact(points: 30))).height == 60)
        #expect(try size(Text(lines).lineHeight(.multiple(factor: 2))).height == 68)
        #expect(try size(Text(lines).lineHeight(.leading(increase: 10))).height == 54)
        #expect(abs(try size(Text(lines).lineHeight(.normal)).height - 40.8) < 0.001)
        #expect(try size(Text(lines).lineHeight(.tight)).height < size(Text(lines).lineHeight(.normal)).height)
        #expect(try size(Text(lines).lineHeight(.loose)).height > size(Text(lines).lineHeight(.normal)).height)
        #expect(try size(Text(lines).lineHeight(.exact(points: 30)).lineSpacing(4)).height == 64, "spacing goes between the lines")
        #expect(try size(Text(lines).font(.caption).lineHeight(.multiple(factor: 2))).height == 48, "caption's 12 points, twice")
        #expect(try size(Text(lines).lineHeight(.exact(points: 30)).lineHeight(nil)).height == 60, "the innermost setting wins")
        #expect(try size(Text(lines).lineHeight(nil).lineHeight(.exact(points: 30))).height == 44)
        #expect(try text(Text("A").lineHeight(.loose)).style.typography.lineHeight == .loose)
    }

    @Test("A raised run of several keeps a constant line height's lines")
    func raisedRunUnderConstantLineHeight() throws {
        let note = Text("Variations on a theme") + Text("1").font(.caption2).baselineOffset(6)
        #expect(try size(note.lineHeight(.exact(points: 30))).height == 30)
        #expect(try size(note).height == 22)
    }

    @Test("Kerning spaces the same way; with tracking also set, tracking alone counts")
    func trackingWinsOverKerning() throws {
        let plain = try size(Text("Queue"))
        #expect(abs(try size(Text("Queue").kerning(3)).width - plain.width - 15) < 1.0 / 32)
        #expect(abs(try size(Text("Queue").kerning(3).tracking(1)).width - plain.width - 5) < 1.0 / 32)
        #expect(abs(try size(Text("Queue").tracking(1).kerning(10)).width - plain.width - 5) < 1.0 / 32)
    }

    @Test("The View modifiers reach the texts inside through the environment")
    func viewModifiersFlowDown() throws {
        let tree = resolve(VStack { Text("Queue") }.tracking(2).lineSpacing(6).monospacedDigit())
        guard case .text(let text) = tree.root.children[0].children[0].kind else { throw NotText() }
        #expect(text.style.typography.tracking == 2 && text.style.typography.lineSpacing == 6 && text.style.typography.isMonospacedDigit)
        let plain = try size(Text("Queue"))
        #expect(abs(TextMeasurer.shared.size(of: text, width: nil).width - plain.width - 10) < 1.0 / 32)
    }

    @Test("Line spacing goes between lines: none for one line, (n - 1) × spacing for n")
    func lineSpacingBetweenLinesOnly() throws {
        let string = "Brahms wrote the eight variations in the summer of 1873"
        #expect(TextMeasurer.shared.size(of: try spacedText(string, spacing: 10), width: nil).height == 22)
        let plain = try size(Text(string), width: 120)
        let lines = plain.height / 22
        #expect(lines >= 3)
        let measured = TextMeasurer.shared.size(of: try spacedText(string, spacing: 10), width: 120)
        #expect(measured.height == 22 * lines + 10 * (lines - 1))
        #expect(measured.width == plain.width)
    }

    private func spacedText(_ string: String, spacing: CGFloat) throws -> ResolvedText {
        let tree = resolve(VStack { Text(string) }.lineSpacing(spacing))
        guard case .text(let text) = tree.root.children[0].children[0].kind else { throw NotText() }
        return text
    }

    @Test("Tabular digits: every digit as wide as every other")
    func monospacedDigitsAreEqual() throws {
        let ones = try size(Text("1111").monospacedDigit()), zeros = try size(Text("0000").monospacedDigit())
        #expect(abs(ones.width - zeros.width) < 1.0 / 32)
        let proportionalOnes = try size(Text("1111")), proportionalZeros = try size(Text("0000"))
        #expect(abs(proportionalOnes.width - proportionalZeros.width) > 1, "Inter's proportional 1 is narrower than its 0")
        // The font's own `monospacedDigit()` does the same, as the page's `cui-tnum` does.
        let fontOnes = try size(Text("1111").font(.body.monospacedDigit())), fontZeros = try size(Text("0000").font(.body.monospacedDigit()))
        #expect(abs(fontOnes.width - fontZeros.width) < 1.0 / 32 && abs(fontOnes.width - ones.width) < 1.0 / 32)
        #expect(renderHTML(Text("12:30").font(.title.monospacedDigit())).contains("cui-tnum"))
        #expect(Font.body.monospaced().design == .monospaced && Font.body.monospacedDigit().description == "body monospacedDigit")
    }

    @Test("A baseline offset raises one run: the line grows by it, as the line box holds the raised run")
    func baselineOffsetGrowsTheLine() throws {
        #expect(abs(try size(Text("E = mc").baselineOffset(6)).height - 28) < 0.001)
        #expect(abs(try size(Text("E = mc").baselineOffset(-4)).height - 26) < 0.001)
        #expect(try size(Text("E = mc").baselineOffset(6)).width == (try size(Text("E = mc"))).width)
        // A small raised run inside a larger one's line box leaves the line as it was.
        let mark = try size(Text("Vienna") + Text("1").font(.caption2).baselineOffset(4))
        #expect(abs(mark.height - 22) < 0.001)
    }

    @Test("A line limit keeps that many lines; a cut text is as wide as the offered width")
    func lineLimitCutsLines() throws {
        let string = "Variations on a Theme by Haydn, Op. 56a: Chorale St. Antoni"
        let ideal = try size(Text(string))
        let limited = try size(Text(string).lineLimit(1), width: 120)
        #expect(limited == CGSize(width: 120, height: 22))
        #expect(try size(Text(string).lineLimit(2), width: 120).height == 44)
        #expect(try size(Text(string).lineLimit(1), width: nil) == ideal)
        #expect(try size(Text("Haydn").lineLimit(1), width: 120) == (try size(Text("Haydn"))))
    }

    @Test("A single-line text with a minimum scale factor shrinks to its width, down to the factor")
    func minimumScaleFactorShrinks() throws {
        let string = "Vienna Philharmonic Orchestra and Chorus"
        let ideal = try size(Text(string))
        let measured = try text(Text(string).lineLimit(1).minimumScaleFactor(0.5))
        let fitting = TextMeasurer.shared.size(of: measured, width: ideal.width)
        #expect(fitting == ideal)
        let shrunk = TextMeasurer.shared.size(of: measured, width: ideal.width * 0.8)
        #expect(abs(shrunk.width - ideal.width * 0.8) < 0.5)
        #expect(abs(shrunk.height - 22 * 0.8) < 0.05)
        let floor = TextMeasurer.shared.size(of: measured, width: ideal.width * 0.3)
        #expect(floor.width == ideal.width * 0.3 && floor.height == 11, "at the factor it stops shrinking and is cut")
        let unlimited = try text(Text(string).minimumScaleFactor(0.5))
        #expect(TextMeasurer.shared.size(of: unlimited, width: ideal.width * 0.8).height == 44, "without lineLimit(1) it wraps")
    }
}
