import Prometheus

extension Router {
    /// Registers a liveness check that answers `200 ok` as `text/plain`.
    public mutating func addHealthCheck(at path: RoutePattern = "/healthz") {
        get(path) { _ in
            var response = Response.text("ok\n")
            response.headers["Cache-Control"] = "no-store"
            return response
        }
    }

    /// Registers the Prometheus text exposition of `registry`.
    ///
    /// Give the server a `PrometheusMetricsFactory(registry:)` over the same registry (or bootstrap
    /// swift-metrics with one) so the request metrics appear here.
    public mutating func addMetrics(registry: PrometheusCollectorRegistry, at path: RoutePattern = "/metrics") {
        get(path) { _ in
            Response(
                headers: [
                    "Content-Type": "text/plain; version=0.0.4; charset=utf-8",
                    "Cache-Control": "no-store",
                ],
                body: ResponseBody(bytes: registry.emitToBuffer()))
        }
    }
}
