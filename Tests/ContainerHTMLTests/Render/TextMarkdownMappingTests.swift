import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Markdown in text: each styled run a `span` (a link an `a` with its `href`), links in the tint
/// colour without an underline, unsafe destinations inert, no link inside a control.
@Suite("Mapping of Markdown in text")
struct TextMarkdownMappingTests {
    @Test("Runs: bold and italic set the run's weight and style, code its monospaced family")
    func runs() {
        let html = renderHTML(Text("**Bold** _it_ `code`"))
        #expect(html.contains(#"--cui-fw:700;--cui-fg:var(--cui-label);">Bold</span>"#))
        #expect(html.contains(#"class="cui-r cui-i""#) && html.contains(">it</span>"))
        #expect(html.contains(#"class="cui-r cui-mono""#) && html.contains(">code</span>"))
        #expect(!html.contains("**") && !html.contains("`"))
    }

    @Test("A link is an <a> with its href, in the tint colour; one alone in its text keeps the text's span")
    func links() {
        let joined = renderHTML(Text("See [the docs](https://example.com/a?b=1&c=2)."))
        #expect(joined.contains(#"<a href="https://example.com/a?b=1&amp;c=2" class="cui-r""#))
        #expect(joined.contains("--cui-fg:var(--cui-t-accent);\">the docs</a>"))
        let alone = renderHTML(Text("[Home](https://example.com)"))
        #expect(alone.contains(#"<a href="https://example.com" class="cui-tl">Home</a></span>"#))
        #expect(Stylesheet.text.contains(":where(a.cui-r,a.cui-tl){text-decoration-line:none;color:inherit}"))
    }

    @Test("A javascript: destination, and a link inside a button, are drawn as text only")
    func inert() {
        let unsafe = renderHTML(Text("[x](javascript:alert(1))"))
        #expect(!unsafe.contains("<a") && !unsafe.contains("javascript"))
        let inButton = renderHTML(Button(action: {}) { Text("[x](https://example.com)") })
        #expect(!inButton.contains("<a "))
    }
}

/// An attributed string's runs, a background colour behind its run.
@Suite("Mapping of attributed text")
struct TextAttributedStringMappingTests {
    @Test("A run's background colour is the span's background; a link is an <a>")
    func background() throws {
        var string = AttributedString("marked and linked")
        let marked = try #require(string.range(of: "marked"))
        string[marked].backgroundColor = .yellow
        let linked = try #require(string.range(of: "linked"))
        string[linked].link = URL(string: "https://example.com")
        let html = renderHTML(Text(string))
        #expect(html.contains(#"class="cui-r cui-tbg""#) && html.contains("--cui-tbg:var(--cui-c-yellow);"))
        #expect(html.contains(#"<a href="https://example.com" class="cui-r""#))
        #expect(Stylesheet.text.contains(".cui-tbg{background-color:var(--cui-tbg)}"))
    }
}
