import ContainerUI

/// The gallery's page chrome: the document head, the header and the closing tags, written
/// through `HTMLWriter` so every piece of request or catalog text is escaped.
enum PageChrome {
    /// Opens a page titled `title` up to the start of `<main>`'s content.
    static func begin(_ html: inout HTMLWriter, title: String) {
        html.raw("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        html.text(title)
        html.raw("</title><link rel=\"icon\" href=\"/favicon.ico\"><link rel=\"stylesheet\" href=\"/css/gallery.css\">")
        html.raw("<script src=\"/js/gallery.js\" defer></script></head><body>")
        html.raw("<header class=\"g-header\"><a class=\"g-brand\" href=\"/\">ContainerUI <span>gallery</span></a>")
        html.raw("<nav aria-label=\"Site\"><a href=\"/\">Containers</a><a href=\"/api/containers\">JSON API</a>")
        html.raw("<a href=\"/api/openapi.json\">OpenAPI</a></nav></header><main class=\"g-main\">")
    }

    /// Closes what ``begin(_:title:)`` opened.
    static func end(_ html: inout HTMLWriter) {
        html.raw("</main><footer class=\"g-footer\"><p>Rendered on the server by ContainerUI: ")
        html.raw("SwiftUI-style containers resolved to plain data, written as HTML and JSON.</p></footer></body></html>")
    }

    /// Writes `<tag>text</tag>` with the text escaped.
    static func element(_ html: inout HTMLWriter, _ tag: StaticString, _ text: String) {
        html.startElement(tag)
        html.endStartTag()
        html.text(text)
        html.endElement(tag)
    }
}
