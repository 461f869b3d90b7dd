import ContainerUI
import Gallery

/// One container's page: the live preview in a viewport, the parameter controls (a GET form the
/// script submits in place), the inspector and the highlighted source.
struct ContainerPage {
    let request: ExampleRequest
    let viewport: String

    private var example: GalleryExample { request.example }

    func render() -> String {
        var html = HTMLWriter()
        PageChrome.begin(&html, title: "\(example.title) · ContainerUI gallery")
        html.raw("<p class=\"g-crumbs\"><a href=\"/\">All containers</a> / ")
        html.text(example.topic)
        html.raw("</p>")
        PageChrome.element(&html, "h1", example.title)
        html.raw("<p class=\"g-lead\">")
        html.text(example.summary)
        html.raw("</p><div class=\"g-layout\"><section class=\"g-stage\" aria-labelledby=\"preview-title\">")
        html.raw("<h2 id=\"preview-title\" class=\"g-sr\">Preview</h2>")
        viewportSwitcher(into: &html)
        html.startElement("div")
        html.addClass("g-frame-wrap")
        html.attribute("data-viewport-frame", viewport)
        html.endStartTag()
        html.raw("<iframe class=\"g-frame\" height=\"640\" data-preview-frame")
        html.attribute("width", viewport)
        html.attribute("src", "/containers/\(example.id)/preview" + request.canonicalQuery)
        html.attribute("title", "Preview of \(example.title)")
        html.raw("></iframe></div></section><div class=\"g-side\">")
        ParameterControls(request: request, viewport: viewport).render(into: &html)
        Inspector(request: request).render(into: &html)
        html.raw("</div></div>")
        source(into: &html)
        PageChrome.end(&html)
        return html.string
    }

    private func viewportSwitcher(into html: inout HTMLWriter) {
        html.raw("<div class=\"g-viewports\" role=\"group\" aria-label=\"Viewport width\">")
        for width in GalleryRoutes.viewports {
            var items = request.arguments.changedValues(example.parameters)
            if width != GalleryRoutes.viewports[0] { items.append(("viewport", width)) }
            html.startElement("a")
            html.addClass("g-viewport")
            html.attribute("href", "/containers/\(example.id)" + ExampleRequest.query(items))
            html.attribute("data-viewport", width)
            html.attribute("aria-current", width == viewport ? "true" : "false")
            html.endStartTag()
            html.text(width + " px")
            html.endElement("a")
        }
        html.raw("</div>")
    }

    private func source(into html: inout HTMLWriter) {
        html.raw("<section class=\"g-source\" aria-labelledby=\"source-title\"><h2 id=\"source-title\">Source <code>")
        html.text("Sources/Gallery/" + example.sourceFile)
        html.raw("</code></h2><pre tabindex=\"0\"><code>")
        SwiftHighlighter.highlight(example.sourceText, into: &html)
        html.raw("</code></pre></section>")
    }
}
