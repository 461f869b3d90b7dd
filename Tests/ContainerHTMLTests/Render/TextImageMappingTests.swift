import ContainerHTML
import ContainerUI
import Testing

/// Images inline in text: an SVG one em square in the text's run, coloured by the run.
@Suite("Mapping of images inline in text")
struct TextImageMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("Text(Image(systemName:)) is the symbol's SVG inside the text's span, labelled")
    func symbol() {
        let html = renderHTML(Text(Image(systemName: "star")).font(.title), options: quiet)
        #expect(html.contains(#"<svg viewBox="0 0 16 16" role="img" aria-label="star" class="cui-tsym"><path"#))
        #expect(html.contains("--cui-fs:28px;"), "the run carries the text's font size")
        #expect(!html.contains("\u{FFFC}"))
    }

    @Test("An interpolated image sits between the text around it; Text + Text keeps it in its run")
    func inRuns() {
        let html = renderHTML(Text("a \(Image(systemName: "star")) b"), options: quiet)
        #expect(html.contains(#">a <svg viewBox="0 0 16 16" role="img" aria-label="star" class="cui-tsym">"#) && html.contains("</svg> b</span>"))
        let joined = renderHTML(Text("Rated ") + Text(Image(systemName: "star")).foregroundStyle(.orange), options: quiet)
        #expect(joined.contains(#"<span class="cui-r" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-t-orange);"><svg viewBox"#))
    }

    @Test("A named image is an <img> one em high; an unknown symbol a question mark")
    func namedAndUnknown() {
        #expect(renderHTML(Text(Image("logo")), options: quiet).contains(#"<img src="images/logo" alt="logo" class="cui-timg"></span>"#))
        #expect(renderHTML(Text("a\(Image(systemName: "no.such.symbol"))"), options: quiet).contains(">a?</span>"))
    }

    @Test("The stylesheet sizes an inline symbol one em and fills it with the text's colour")
    func stylesheet() {
        #expect(Stylesheet.text.contains(".cui-tsym{width:1em;height:1em;vertical-align:-.125em;fill:currentColor}"))
    }
}
