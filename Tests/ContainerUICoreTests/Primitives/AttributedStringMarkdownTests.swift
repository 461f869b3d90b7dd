import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// `AttributedString(markdown:)`, which Foundation on Linux lacks, read as Foundation reads it on
/// Apple's systems, and `Text` of the result drawn as SwiftUI draws it.
@Suite("Attributed strings from Markdown")
struct AttributedStringMarkdownTests {
    /// Each run's characters and inline intent.
    private func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent?)] {
        string.runs.map { (String(string[$0.range].characters), $0.inlinePresentationIntent) }
    }

    @Test("Inline Markdown becomes inline presentation intents and links")
    func inline() throws {
        let string = try AttributedString(markdown: "Plain **strong** *emphasis* `code` ~~gone~~ [site](https://example.com)")
        let found = runs(string)
        #expect(found.map(\.0).joined() == "Plain strong emphasis code gone site")
        #expect(found.first { $0.0 == "strong" }?.1 == .stronglyEmphasized)
        #expect(found.first { $0.0 == "emphasis" }?.1 == .emphasized)
        #expect(found.first { $0.0 == "code" }?.1 == .code)
        #expect(found.first { $0.0 == "gone" }?.1 == .strikethrough)
        let link = try #require(string.runs.first { $0.link != nil })
        #expect(String(string[link.range].characters) == "site")
        #expect(link.link == URL(string: "https://example.com"))
        #expect(try runs(AttributedString(markdown: "***both***")).first?.1 == [.stronglyEmphasized, .emphasized])
    }

    @Test("Relative links resolve against the base URL")
    func baseURL() throws {
        let string = try AttributedString(markdown: "[guide](docs/guide.html)", baseURL: URL(string: "https://example.com/app/"))
        #expect(string.runs.first?.link?.absoluteString == "https://example.com/app/docs/guide.html")
    }

    @Test("Full syntax joins blocks without their markers; inline syntax keeps or collapses white space")
    func syntax() throws {
        let markdown = "# Title\n\nFirst line\nsecond line  \nthird\n\n- one\n- two\n\n> quoted\n\n---\n\n```\nlet *x* = 1\n```"
        let full = try AttributedString(markdown: markdown)
        #expect(String(full.characters) == "TitleFirst line second line\nthirdonetwoquotedlet *x* = 1")
        let preserving = try AttributedString(markdown: "a\n\n**b**  c", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(preserving.characters) == "a\n\nb  c")
        let collapsing = try AttributedString(markdown: "a\n\n**b**  c", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsing.characters) == "a b c")
        #expect(String(try AttributedString(markdown: "Setext\n===\nnext").characters) == "Setextnext")
        // Code, fenced to the end or not, is shown as written, with no intent.
        let unclosed = try AttributedString(markdown: "```\n*x* and `y`")
        #expect(String(unclosed.characters) == "*x* and `y`" && unclosed.runs.allSatisfy { $0.inlinePresentationIntent == nil })
        #expect(throws: CocoaError.self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
    }

    @Test("Text draws the intents: bold, italic, monospaced, struck through")
    func text() throws {
        let string = try AttributedString(markdown: "**Bold** and *italic* and `code` and ~~struck~~")
        let html = renderHTML(Text(string))
        #expect(html.contains("Bold"))
        let resolved = try #require(resolve(Text(string)).root.firstText)
        var pieces: [ResolvedText] = []
        func collect(_ text: ResolvedText) {
            if !text.string.isEmpty { pieces.append(text) }
            text.appended.forEach(collect)
        }
        collect(resolved)
        let bold = try #require(pieces.first { $0.string == "Bold" })
        let plain = try #require(pieces.first { $0.string == " and " })
        #expect(bold.style != plain.style)
        // The same text from a literal's Markdown resolves the same way.
        #expect(resolve(Text(string)).root.firstText == resolve(Text("**Bold** and *italic* and `code` and ~~struck~~")).root.firstText)
    }
}
