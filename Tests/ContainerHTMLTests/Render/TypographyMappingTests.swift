import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The typography and symbol rows of the mapping table in Sources/ContainerHTML/README.md.
@Suite("Mapping of typography and symbol modifiers to HTML/CSS")
struct TypographyMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("Tracking and kerning: letter-spacing on the run, tracking winning; tabular digits")
    func letterSpacing() {
        let html = renderHTML(Text("Queue").tracking(2).kerning(9).monospacedDigit(), options: quiet)
        #expect(html.contains(#"cui-r cui-tk cui-tnum" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-label);--cui-tk:2px;""#))
        let plain = renderHTML(Text("Queue"), options: quiet)
        #expect(!plain.contains("cui-tk") && !plain.contains("cui-tnum"))
        let runs = renderHTML(Text("a") + Text("b").kerning(1), options: quiet)
        #expect(runs.components(separatedBy: "cui-r cui-tk").count - 1 == 1, "only the kerned run is spaced")
    }

    @Test("Line spacing: the line height grows by it and the paragraph's outer halves are trimmed")
    func lineSpacing() {
        let html = renderHTML(Text("a").lineSpacing(6), options: quiet)
        #expect(html.contains(#"class="cui-t cui-lsp cui-r" style="--cui-lsp:6px;--cui-fs:17px;--cui-lh:28px;"#))
        let runs = renderHTML(VStack { Text("a") + Text("b").font(.caption) }.lineSpacing(4), options: quiet)
        #expect(runs.contains("--cui-lh:26px;") && runs.contains("--cui-lh:20px;"), "every run's line height grows")
    }

    @Test("iOS 26's line height: each run's constant from its point size, the strut of several the tallest")
    func lineHeight() {
        let html = renderHTML(Text("a").lineHeight(.exact(points: 30)).lineSpacing(4), options: quiet)
        #expect(html.contains("--cui-lsp:4px;--cui-fs:17px;--cui-lh:34px;"))
        #expect(renderHTML(Text("a").font(.caption).lineHeight(.multiple(factor: 2)), options: quiet).contains("--cui-lh:24px;"))
        #expect(renderHTML(Text("a").lineHeight(.variable), options: quiet) == renderHTML(Text("a"), options: quiet))
        let runs = renderHTML((Text("a") + Text("1").font(.caption2).baselineOffset(6)).lineHeight(.leading(increase: 8)), options: quiet)
        #expect(runs.contains(#"style="line-height:25px;""#))
        #expect(runs.contains("--cui-fs:17px;--cui-lh:25px;") && runs.contains("--cui-fs:11px;--cui-lh:0px;"), "the raised run has no leading")
    }

    @Test("Baseline offset: vertical-align on an inner span for one run, on the run for several")
    func baselineOffset() {
        let one = renderHTML(Text("up").baselineOffset(6), options: quiet)
        #expect(one.contains(#"><span class="cui-bo" style="--cui-bo:6px;">up</span></span>"#))
        let runs = renderHTML(Text("E = mc") + Text("2").baselineOffset(-3), options: quiet)
        #expect(runs.contains(#"cui-r cui-bo" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-label);--cui-bo:-3px;">2</span>"#))
    }

    @Test("typesettingLanguage on a Text: lang on its element, or on its own run's span in a concatenation")
    func language() {
        let japanese = Locale.Language(identifier: "ja")
        let one = renderHTML(Text("漢字").typesettingLanguage(japanese), options: quiet)
        #expect(one.contains(#"<span data-node="0.0" lang="ja" class="cui-t cui-r" style="#))
        let runs = renderHTML(Text("Kanji: ") + Text("漢字").typesettingLanguage(japanese) + Text("."), options: quiet)
        #expect(runs.contains(#"<span lang="ja" class="cui-r" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-label);">漢字</span>"#))
        #expect(runs.components(separatedBy: "lang=").count - 1 == 1, "only that run has a language")
        #expect(!renderHTML(Text("a").typesettingLanguage(.automatic), options: quiet).contains("lang="))
    }

    @Test("monospaced(): the monospaced design")
    func monospaced() {
        #expect(renderHTML(Text("12:00").monospaced(), options: quiet).contains("cui-r cui-mono"))
        #expect(renderHTML(VStack { Text("12:00") }.monospaced(), options: quiet).contains("cui-r cui-mono"))
    }

    @Test("Truncation: every mode clamps at the tail (CSS has no ellipsis at the start or in the middle)")
    func truncation() {
        let tail = renderHTML(Text("Long title").lineLimit(1), options: quiet)
        #expect(tail.contains(#"class="cui-t cui-clamp cui-r" style="--cui-lines:1;"#))
        #expect(renderHTML(Text("Long title").lineLimit(1).truncationMode(.head), options: quiet) == tail)
        #expect(renderHTML(Text("Long title").lineLimit(1).truncationMode(.middle), options: quiet) == tail)
    }

    @Test("Minimum scale factor: a single-line text marked for the script, with its factor")
    func minimumScaleFactor() {
        let html = renderHTML(Text("Vienna").lineLimit(1).minimumScaleFactor(0.75), options: quiet)
        #expect(html.contains(#"class="cui-t cui-clamp cui-msf cui-r" style="--cui-lines:1;--cui-msf:0.75;"#))
        #expect(!renderHTML(Text("Vienna").minimumScaleFactor(0.75), options: quiet).contains("cui-msf"), "text that wraps is not scaled")
        #expect(FitTextScript.bytes.count > 0 && String(decoding: FitTextScript.bytes, as: UTF8.self).contains(".cui-msf"))
    }

    @Test("Image scale: the symbol's font size times 0.78, 1 or 1.29")
    func imageScale() {
        #expect(renderHTML(Image(systemName: "star").imageScale(.small), options: quiet).contains("--cui-fs:13.26px;"))
        #expect(renderHTML(Image(systemName: "star"), options: quiet).contains("--cui-fs:17px;"))
        #expect(renderHTML(Image(systemName: "star").imageScale(.large), options: quiet).contains("--cui-fs:21.93px;"))
    }

    @Test("Rendering modes: hierarchical fades the later shapes, palette fills them with the other styles, multicolor is monochrome")
    func renderingModes() {
        let symbol = Image(systemName: "person.circle")
        let hierarchical = renderHTML(symbol.symbolRenderingMode(.hierarchical), options: quiet)
        #expect(hierarchical.contains("cui-sym cui-symh"))
        let palette = renderHTML(symbol.foregroundStyle(.indigo, .pink), options: quiet)
        #expect(palette.contains("cui-sym cui-symp") && palette.contains("--cui-fg2:var(--cui-c-pink);--cui-fg3:var(--cui-c-pink);"))
        let three = renderHTML(symbol.symbolRenderingMode(.palette).foregroundStyle(.indigo, .pink, .orange), options: quiet)
        #expect(three.contains("--cui-fg2:var(--cui-c-pink);--cui-fg3:var(--cui-c-orange);"))
        #expect(renderHTML(symbol.symbolRenderingMode(.palette), options: quiet).contains("cui-sym cui-symh"), "palette of one style derives the levels")
        let plain = renderHTML(symbol, options: quiet)
        #expect(renderHTML(symbol.symbolRenderingMode(.multicolor), options: quiet) == plain)
        #expect(renderHTML(symbol.symbolRenderingMode(.monochrome).foregroundStyle(.indigo, .pink), options: quiet).contains(#"class="cui-sym" "#))
    }
}
