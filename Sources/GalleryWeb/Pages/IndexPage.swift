import ContainerUI
import Gallery

/// The front page: every container with a live thumbnail, its title and summary, grouped by
/// topic, and a filter box (filtered in place by the script, or by the server through `?q=`).
struct IndexPage {
    let filter: String

    func render() -> String {
        var html = HTMLWriter()
        PageChrome.begin(&html, title: "ContainerUI gallery")
        html.raw("<h1>SwiftUI containers, rendered on Linux</h1><p class=\"g-lead\">Every container from the five source ")
        html.raw("documents, live: open one to change its parameters, resize its viewport, read its source and inspect ")
        html.raw("how it decomposes its content.</p>")
        html.raw("<form class=\"g-filter\" method=\"get\" action=\"/\" role=\"search\" data-filter>")
        html.raw("<label for=\"q\">Filter containers</label><input id=\"q\" name=\"q\" type=\"search\"")
        html.raw(" placeholder=\"list, sections, shape…\"")
        html.attribute("value", filter)
        html.raw("><button type=\"submit\">Filter</button><p class=\"g-filter-status\" role=\"status\" data-filter-status>")
        let matches = GalleryCatalog.examples.filter(isMatch)
        if !filter.isEmpty {
            html.text("\(matches.count) of \(GalleryCatalog.examples.count) containers match “\(filter)”.")
        }
        html.raw("</p></form>")
        for topic in GalleryCatalog.topics {
            let examples = matches.filter { $0.topic == topic }
            guard !examples.isEmpty else { continue }
            html.raw("<section class=\"g-topic\" data-topic><h2>")
            html.text(topic)
            html.raw("</h2><ul class=\"g-cards\">")
            for example in examples { card(example, into: &html) }
            html.raw("</ul></section>")
        }
        PageChrome.end(&html)
        return html.string
    }

    private func isMatch(_ example: GalleryExample) -> Bool {
        filter.isEmpty || searchText(example).contains(filter.lowercased())
    }

    private func searchText(_ example: GalleryExample) -> String {
        [example.id, example.title, example.summary, example.topic].joined(separator: " ").lowercased()
    }

    private func card(_ example: GalleryExample, into html: inout HTMLWriter) {
        html.startElement("li")
        html.addClass("g-card")
        html.attribute("data-search", searchText(example))
        html.endStartTag()
        html.raw("<div class=\"g-thumb\"><iframe tabindex=\"-1\" width=\"390\" height=\"480\"")
        html.attribute("src", "/containers/\(example.id)/preview")
        html.attribute("title", "Live thumbnail of \(example.title)")
        html.raw("></iframe></div><h3>")
        html.startElement("a")
        html.attribute("href", "/containers/\(example.id)")
        html.endStartTag()
        html.text(example.title)
        html.raw("</a></h3><p>")
        html.text(example.summary)
        html.raw("</p></li>")
    }
}
