import Logging
import Metrics
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd that answers requests through a ``Router``.
///
/// Handlers run synchronously on the server's thread pool. Every response carries the security
/// headers and an `X-Request-Id`; text is gzip-compressed for clients that accept it.
///
/// ```swift
/// var router = Router()
/// router.addHealthCheck()
/// router.addStaticFiles(StaticFiles(root: "Public"), at: "/static")
/// router.get("/hello/{name}") { request in .text("Hello, \(request.parameters["name"]!)") }
///
/// let server = Server(configuration: .init(port: 8080), router: router)
/// try server.start()
/// server.waitForTerminationSignal()   // SIGINT/SIGTERM: graceful shutdown, then return
/// ```
public final class Server: Sendable {
    private enum State {
        case idle
        case running(Daemon, port: Int)
        case stopped
    }

    /// The configuration the server was created with.
    public let configuration: Configuration
    private let core: ServerCore
    private let state = Locked(State.idle)

    /// Creates a server; it listens only after ``start()``.
    ///
    /// - Parameters:
    ///   - logger: receives the access log at `info` and handler failures at `error`.
    ///   - metricsFactory: receives the request metrics; defaults to the bootstrapped `MetricsSystem`.
    public init(
        configuration: Configuration = Configuration(),
        router: Router,
        logger: Logger = Logger(label: "MicroHTTP"),
        metricsFactory: (any MetricsFactory)? = nil
    ) {
        self.configuration = configuration
        core = ServerCore(
            pipeline: RequestPipeline(router: router, configuration: configuration),
            logger: logger,
            metrics: ServerMetrics(factory: metricsFactory ?? MetricsSystem.factory))
    }

    deinit {
        if case .running(let daemon, _) = state.withLock({ $0 }) {
            daemon.stop()
        }
    }

    /// Binds the configured address and starts serving.
    public func start() throws {
        try validate(configuration)
        try state.withLock { state in
            guard case .idle = state else { throw ServerError.alreadyStarted }
            signal(SIGPIPE, SIG_IGN)
            let daemon = try Daemon(configuration: configuration, core: core)
            state = .running(daemon, port: daemon.boundPort)
            core.logger.info("listening", metadata: ["host": "\(configuration.host)", "port": "\(daemon.boundPort)"])
        }
    }

    /// The port the server listens on (useful with port 0), or 0 when it is not running.
    public var port: Int {
        state.withLock { state in
            if case .running(_, let port) = state { port } else { 0 }
        }
    }

    /// Stops gracefully: stops accepting connections at once, lets requests in flight finish
    /// for up to `gracePeriod`, ends open event streams, then closes every connection.
    /// Calling it again, or on a server never started, does nothing. Never call it from a handler:
    /// it waits for the server's own threads.
    public func shutdown(gracePeriod: Duration = .seconds(3)) {
        let daemon: Daemon? = state.withLock { state in
            guard case .running(let daemon, _) = state else { return nil }
            state = .stopped
            return daemon
        }
        guard let daemon else { return }
        core.draining.store(true, ordering: .relaxed)
        daemon.quiesce()
        core.logger.info("shutting down", metadata: ["in-flight": "\(core.inFlight.load(ordering: .acquiring))"])
        waitUntil(ContinuousClock.now + gracePeriod) { core.inFlight.load(ordering: .acquiring) == 0 }
        let streams = core.streams.withLock { Array($0.values) }
        streams.forEach { $0.finish() }
        // A suspended connection must be resumed and finished before MHD may stop.
        waitUntil(ContinuousClock.now + .seconds(2)) {
            core.streams.withLock { $0.isEmpty } && core.inFlight.load(ordering: .acquiring) == 0
        }
        daemon.stop()
        core.logger.info("stopped")
    }

    private func waitUntil(_ deadline: ContinuousClock.Instant, _ condition: () -> Bool) {
        while !condition(), ContinuousClock.now < deadline {
            usleep(5_000)
        }
    }

    private func validate(_ configuration: Configuration) throws {
        guard (0...65535).contains(configuration.port) else {
            throw ServerError.invalidConfiguration("port \(configuration.port) is outside 0...65535")
        }
        guard configuration.threadPoolSize >= 1, configuration.connectionLimit >= 1 else {
            throw ServerError.invalidConfiguration("threadPoolSize and connectionLimit must be at least 1")
        }
    }
}
