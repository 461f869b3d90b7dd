import ContainerUI
import Gallery
import MicroHTTP

/// The gallery's pages and assets on a router.
enum GalleryRoutes {
    /// Where the stylesheet is served.
    static let stylesheetPath = "/assets/containerui.css"

    /// Registers the index, the previews and the stylesheet; pages are cached once rendered.
    static func register(on router: inout Router, cache: ResponseCache) {
        router.get("/") { request in
            cache.response(for: request.path) {
                .html(page(IndexPage(topics: GalleryCatalog.topics, examples: GalleryCatalog.examples), title: "ContainerUI gallery"))
            }
        }
        router.get("/containers/{id}/preview") { request in
            let id = request.parameters["id"] ?? ""
            guard let example = GalleryCatalog.example(id: id) else {
                throw HTTPError(.notFound, detail: "There is no container '\(id)'. GET / lists them all.")
            }
            return cache.response(for: request.path) {
                .html(page(example.makeView(), title: example.title))
            }
        }
        router.get(RoutePattern(stringLiteral: stylesheetPath)) { _ in
            var response = Response(body: ResponseBody(bytes: Stylesheet.bytes))
            response.headers["Content-Type"] = "text/css; charset=utf-8"
            response.headers["Cache-Control"] = "public, max-age=3600"
            return response
        }
    }

    /// A whole document for `view`, linking the stylesheet.
    static func page(_ view: some View, title: String) -> String {
        renderHTMLDocument(view, options: HTMLDocumentOptions(title: title, stylesheet: .link(stylesheetPath)))
    }
}
