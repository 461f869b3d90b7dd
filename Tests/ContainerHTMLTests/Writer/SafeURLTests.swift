@testable import ContainerHTML
import ContainerUI
import Foundation
import Testing

@Suite("SafeURL: only http, https, mailto and relative URLs become links")
struct SafeURLTests {
    @Test("Allowed", arguments: ["https://swift.org/a?b=c#d", "http://x", "mailto:a@b.c", "/path", "page.html", "#top", "?q=1", "//cdn.example/x"])
    func allowed(url: String) {
        #expect(SafeURL.href(url) == url)
    }

    @Test("Rejected", arguments: ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:x", "java\tscript:x", "java\nscript:x",
                                  "data:text/html,<b>", "vbscript:x", "file:///etc/passwd", "\u{1}javascript:x", "a\u{7F}b"])
    func rejected(url: String) {
        #expect(SafeURL.href(url) == nil)
    }

    @Test("A link to a javascript: URL is an inert <a> without href")
    func inertLink() {
        let html = renderHTML(Link("Run", destination: URL(string: "javascript:alert(1)")!))
        #expect(html.contains("<a data-node=\"0.0\" class=\"cui-link\">"))
        #expect(!html.contains("href"))
    }
}
