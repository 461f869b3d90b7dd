import GalleryWeb
#if canImport(Glibc)
import Glibc
#endif
import Logging
import MicroHTTP
import Prometheus

extension Serve {
    /// Builds the gallery's routes, serves them with `configuration` until SIGINT or SIGTERM,
    /// then drains. With several workers each process runs this on the shared socket.
    func serve(_ configuration: Server.Configuration, logger: Logger) throws {
        let registry = PrometheusCollectorRegistry()
        var router = Router()
        router.addHealthCheck()
        router.addMetrics(registry: registry)
        let cache = ResponseCache(capacity: pageCache)
        GalleryRoutes.register(on: &router, cache: cache)
        APIRoutes.register(on: &router, cache: cache)
        router.addStaticFiles(try StaticFiles(root: publicDir, cacheControl: "public, max-age=300"), at: "/")
        if faultInjection {
            router.post("/_fault/trap") { _ in preconditionFailure("gallery: trap requested through /_fault/trap") }
        }

        let server = Server(configuration: configuration, router: router, logger: logger,
                            metricsFactory: PrometheusMetricsFactory(registry: registry))
        try server.start()
        if configuration.listeningSocket == nil {
            logger.notice("gallery serving on http://\(configuration.host):\(server.port)")
        }
        server.waitForTerminationSignal()
        logger.info("gallery stopped", metadata: ["pid": "\(getpid())"])
    }
}
