import ContainerUI
import Gallery
import MicroHTTP

/// The JSON API: the catalog, one example's decomposition, its layout at a viewport, and the
/// OpenAPI document.
public enum APIRoutes {
    /// Registers `/api/containers`, `/api/containers/{id}`, `/api/containers/{id}/layout` and
    /// `/api/openapi.json`.
    public static func register(on router: inout Router, cache: ResponseCache) {
        router.get("/api/containers") { request in
            guard request.queryItems.isEmpty else {
                throw HTTPError(.badRequest, detail: "Unknown parameter '\(request.queryItems[0].name)'. /api/containers takes no parameters.")
            }
            return cache.response(for: request.path) { .json(CatalogJSON.encode(GalleryCatalog.examples)) }
        }
        router.get("/api/containers/{id}") { request in
            let example = try ExampleRequest(request)
            return cache.response(for: request.path + example.canonicalQuery) {
                .json(InspectionJSON.encode(example.example, arguments: example.arguments))
            }
        }
        router.get("/api/containers/{id}/layout") { request in
            let layoutRequest = try LayoutRequest(request)
            return cache.response(for: request.path + layoutRequest.cacheKey) {
                let view = layoutRequest.example.example.makeView(layoutRequest.example.arguments)
                return .json(layout(resolve(view), in: layoutRequest.viewport).json())
            }
        }
        router.get("/api/openapi.json") { _ in
            .json(Array(OpenAPIDocument.json.utf8))
        }
    }
}
