import Logging
import MicroHTTP
import Prometheus

/// A server on 127.0.0.1 with a free port, for one test; shut it down when done.
struct TestServer {
    let server: Server

    var port: Int { server.port }

    init(configuration: Server.Configuration = Server.Configuration(threadPoolSize: 2), router: Router,
         registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) throws {
        var logger = Logger(label: "MicroHTTPTests")
        logger.logLevel = .critical
        server = Server(
            configuration: configuration, router: router, logger: logger,
            metricsFactory: PrometheusMetricsFactory(registry: registry))
        try server.start()
    }

    func connect() throws -> RawHTTPConnection {
        try RawHTTPConnection(port: port)
    }
}
