import ContainerUI
import Gallery
import MicroHTTP

/// The gallery's pages and assets on a router.
public enum GalleryRoutes {
    /// Where ContainerUI's stylesheet is served.
    static let stylesheetPath = "/assets/containerui.css"
    static let fitTextScriptPath = "/assets/containerui-fit.js"
    /// The widths of the page's viewport switcher, in CSS pixels.
    static let viewports = ["390", "768", "1280"]

    /// Registers the index, the container pages, the previews and the stylesheet; pages are
    /// cached once rendered, keyed by their canonical query.
    public static func register(on router: inout Router, cache: ResponseCache) {
        router.get("/") { request in
            let filter = request.query("q") ?? ""
            guard filter.isEmpty else { return .html(IndexPage(filter: filter).render()) }
            return cache.response(for: "/") { .html(IndexPage(filter: "").render()) }
        }
        router.get("/containers/{id}") { request in
            let example = try ExampleRequest(request, extra: ["viewport"])
            let viewport = request.query("viewport") ?? viewports[0]
            guard viewports.contains(viewport), request.queryItems.filter({ $0.name == "viewport" }).count <= 1 else {
                throw HTTPError(.badRequest, detail: "Parameter 'viewport' must be one of \(viewports.joined(separator: ", ")), given once.")
            }
            return cache.response(for: request.path + example.canonicalQuery + "#" + viewport) {
                .html(ContainerPage(request: example, viewport: viewport).render())
            }
        }
        router.get("/containers/{id}/preview") { request in
            let example = try ExampleRequest(request)
            return cache.response(for: request.path + example.canonicalQuery) {
                preview(example)
            }
        }
        router.get(RoutePattern(stringLiteral: stylesheetPath)) { _ in asset(stylesheet, contentType: stylesheetType) }
        router.get(RoutePattern(stringLiteral: fitTextScriptPath)) { _ in asset(fitTextScript, contentType: fitTextScriptType) }
    }

    private static let stylesheetType = "text/css; charset=utf-8"
    private static let fitTextScriptType = "text/javascript; charset=utf-8"
    /// The assets' bytes and gzip variants, made once: every request shares them.
    private static let stylesheet = ResponseBody(bytes: Stylesheet.bytes).precompressed(contentType: stylesheetType)
    private static let fitTextScript = ResponseBody(bytes: FitTextScript.bytes).precompressed(contentType: fitTextScriptType)

    private static func asset(_ body: ResponseBody, contentType: String) -> Response {
        Response(headers: ["Content-Type": contentType, "Cache-Control": "public, max-age=3600"], body: body)
    }

    /// The bare example as its own document, linking ContainerUI's stylesheet and text-fitting
    /// script, rendered for the preview frame's size (the layout API's default viewport), which
    /// what the engine decides from the window's height (a `ViewThatFits` too tall for it, a
    /// reader's height) is computed for. The body is the renderer's own buffer, sent without a
    /// copy (the page cache keeps a copy of exactly its length).
    static func preview(_ request: ExampleRequest) -> Response {
        var writer = HTMLWriter(capacity: previewCapacity)
        renderHTMLDocument(
            request.example.makeView(request.arguments), into: &writer,
            options: HTMLDocumentOptions(
                title: request.example.title, stylesheet: .link(stylesheetPath),
                render: HTMLRenderOptions(containerSize: LayoutRequest.defaultViewport), fitTextScript: fitTextScriptPath
            )
        )
        let html = writer.finish()
        return .html(body: ResponseBody(unsafeBytes: html.unsafeBytes, keptAliveBy: html))
    }

    /// The room a preview starts with: more than the gallery's previews at their default
    /// arguments take (the display board about 17 KB), so that most are written without the
    /// buffer growing; larger ones grow.
    static let previewCapacity = 64 * 1024
}
