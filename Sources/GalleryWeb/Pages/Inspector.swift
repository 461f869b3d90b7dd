import ContainerUI
import Gallery

/// The inspector of a container page: declared and resolved counts, the sections with their
/// headers and container values, the subviews with theirs, and a link to the JSON.
struct Inspector {
    let request: ExampleRequest

    func render(into html: inout HTMLWriter) {
        let inspection = request.example.inspect(request.arguments)
        html.raw("<section class=\"g-inspector\" id=\"inspector\" aria-labelledby=\"inspector-title\" aria-live=\"polite\">")
        html.raw("<h2 id=\"inspector-title\">Inspector</h2><dl class=\"g-counts\"><dt>Container</dt><dd><code>")
        html.text(inspection.containerName)
        html.raw("</code></dd><dt>Declared</dt><dd data-declared>")
        html.text(String(inspection.declaredCount))
        html.raw("</dd><dt>Resolved</dt><dd data-resolved>")
        html.text(String(inspection.resolvedCount))
        html.raw("</dd><dt>Sections</dt><dd>")
        html.text(String(inspection.sections.count))
        html.raw("</dd></dl>")
        sections(inspection.sections, into: &html)
        html.raw("<details><summary>Subviews</summary><ol class=\"g-subviews\">")
        for subview in inspection.subviews { self.subview(subview, into: &html) }
        html.raw("</ol></details><p><a data-json-link")
        html.attribute("href", "/api/containers/\(request.example.id)" + request.canonicalQuery)
        html.raw(">The whole decomposition and tree as JSON</a></p></section>")
    }

    private func sections(_ sections: [InspectedSection], into html: inout HTMLWriter) {
        html.raw("<ol class=\"g-sections\">")
        for section in sections {
            html.raw("<li><strong>")
            html.text(section.header.compactMap(\.text).first ?? (section.header.isEmpty ? "No header" : section.header[0].type))
            html.raw("</strong> ")
            html.text("\(section.header.count) header, \(section.content.count) content, \(section.footer.count) footer")
            values(section.containerValues, into: &html)
            html.raw("</li>")
        }
        html.raw("</ol>")
    }

    private func subview(_ subview: InspectedSubview, into html: inout HTMLWriter) {
        html.raw("<li><code>")
        html.text(subview.type)
        html.raw("</code> ")
        if let text = subview.text { html.text("“\(text)”") }
        values(subview.containerValues, into: &html)
        html.raw("</li>")
    }

    private func values(_ values: [(name: String, value: InspectedSubview.ContainerValue)], into html: inout HTMLWriter) {
        for (name, value) in values {
            html.raw(" <span class=\"g-value\">")
            switch value {
            case .bool(let flag): html.text("\(name): \(flag)")
            case .number(let number): html.text("\(name): \(number)")
            case .string(let text): html.text("\(name): \(text)")
            }
            html.raw("</span>")
        }
    }
}
