import ArgumentParser
import Foundation
import GalleryWeb
import Logging
import MicroHTTP
import Prometheus

/// `gallery serve`: serves the gallery until SIGINT or SIGTERM, then drains and exits 0.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the gallery over HTTP.")

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port to bind, 0 to 65535; 0 picks a free one.")
    var port = 8080

    @Option(help: "Worker threads, 1 to 256 (default: the number of cores).")
    var threads = Server.Configuration.coreCount

    @Option(help: "The folder of static files served at /.")
    var publicDir = "Public"

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    @Option(help: "Rendered pages kept in memory, 0 to 100000; 0 renders every request anew.")
    var pageCache = 512

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port).") }
        guard (1...256).contains(threads) else { throw ValidationError("--threads must be between 1 and 256, not \(threads).") }
        guard (0...100_000).contains(pageCache) else { throw ValidationError("--page-cache must be between 0 and 100000, not \(pageCache).") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical; not '\(logLevel)'.")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: publicDir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--public-dir '\(publicDir)' is not a folder.")
        }
    }

    func run() throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "gallery")
        let registry = PrometheusCollectorRegistry()

        var router = Router()
        router.addHealthCheck()
        router.addMetrics(registry: registry)
        let cache = ResponseCache(capacity: pageCache)
        GalleryRoutes.register(on: &router, cache: cache)
        APIRoutes.register(on: &router, cache: cache)
        router.addStaticFiles(try StaticFiles(root: publicDir, cacheControl: "public, max-age=300"), at: "/")

        let configuration = Server.Configuration(host: host, port: port, threadPoolSize: threads)
        let server = Server(configuration: configuration, router: router, logger: logger,
                            metricsFactory: PrometheusMetricsFactory(registry: registry))
        try server.start()
        logger.info("gallery serving on http://\(host):\(server.port)")
        server.waitForTerminationSignal()
        logger.info("gallery stopped")
    }
}
