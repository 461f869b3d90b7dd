import ContainerHTML
import ContainerUI
import Foundation
import RenderSamples
import Testing

/// The Swift side of the escaping checks; Tests/HTMLChecks/checks.py parses the same documents
/// with html5lib to prove no element or attribute is injected.
@Suite("Hostile strings through every text- and attribute-bearing view")
struct HostileTests {
    @Test("No markup escapes, no NUL, no javascript: href, no user text in styles")
    func hostile() {
        let html = renderHTMLDocument(HostileSample(strings: HostileStrings.all), options: HTMLDocumentOptions(render: HTMLRenderOptions(onWarning: { _ in })))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("\u{0}"))
        #expect(!html.contains("href=\"javascript"))
        for style in html.components(separatedBy: "style=\"").dropFirst().map({ $0.prefix { $0 != "\"" } }) {
            #expect(!style.contains("alert"))
        }
    }
}
