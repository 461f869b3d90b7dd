import Logging
import Synchronization

/// The state every libmicrohttpd callback of one server shares, and the Swift side of each
/// callback: what to answer, and what to log and count when a request ends.
final class ServerCore: Sendable {
    let pipeline: RequestPipeline
    let logger: Logger
    let metrics: ServerMetrics
    let admission: ConnectionAdmission
    /// Requests begun and not yet completed.
    let inFlight = Atomic<Int>(0)
    /// Set once shutdown begins: every response then closes its connection.
    let draining = Atomic<Bool>(false)
    /// Event streams whose responses are still open, so shutdown can finish them.
    let streams = Locked<[ObjectIdentifier: EventStream]>([:])

    init(pipeline: RequestPipeline, logger: Logger, metrics: ServerMetrics) {
        self.pipeline = pipeline
        self.logger = logger
        self.metrics = metrics
        admission = ConnectionAdmission(
            limit: pipeline.configuration.connectionLimit,
            perIPLimit: pipeline.configuration.perIPConnectionLimit)
    }

    /// Starts tracking a request whose request line has arrived.
    func begin(target: String) -> RequestContext {
        inFlight.add(1, ordering: .relaxed)
        metrics.requestStarted()
        return RequestContext(target: target)
    }

    /// Judges a request head; the returned error response, if any, is sent at once.
    func admit(_ context: RequestContext, connection: ConnectionContext?, version: String, declaredBodySize: Int?) -> HTTPError? {
        switch connection?.verdict {
        case .overConnectionLimit:
            return HTTPError(.serviceUnavailable, detail: "The server is at its connection limit; try again shortly.")
        case .overPerIPLimit:
            return HTTPError(.tooManyRequests, detail: "Too many connections from this address.")
        case .admitted, nil:
            break
        }
        let headerBytes = context.request?.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 } ?? 0
        if let error = pipeline.limitError(target: context.target, headerBytes: headerBytes) {
            return error
        }
        if let error = RequestFraming.error(version: version, headers: context.request?.headers ?? [:]) {
            return error
        }
        if let size = declaredBodySize, size > pipeline.configuration.maximumBodySize {
            return bodyTooLarge()
        }
        return nil
    }

    /// The error for a body over the configured maximum.
    func bodyTooLarge() -> HTTPError {
        HTTPError(.contentTooLarge, detail: "The request body is larger than \(pipeline.configuration.maximumBodySize) bytes.")
    }

    /// The finished response for a request whose body has fully arrived.
    func respond(_ context: RequestContext) -> Response {
        guard let request = context.request else {
            return pipeline.respond(to: Request(method: .get, target: "/"), with: HTTPError(.badRequest))
        }
        var response: Response
        if let rejection = context.rejection {
            response = pipeline.respond(to: request, with: rejection)
            response.headers["Connection"] = "close"
        } else {
            let outcome = pipeline.respond(to: request)
            context.route = outcome.route
            if let error = outcome.unexpectedError {
                logger.error("handler failed", metadata: ["request-id": "\(request.requestID)", "error": "\(error)"])
            }
            response = outcome.response
        }
        if draining.load(ordering: .relaxed) {
            response.headers["Connection"] = "close"
        }
        context.status = response.status.code
        context.bytesSent = response.body.count ?? 0
        return response
    }

    /// Logs and counts a finished request.
    func complete(_ context: RequestContext, reason: String) {
        let elapsed = ContinuousClock.now - context.started
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        let method = context.request?.method.rawValue ?? "-"
        metrics.requestFinished(method: method, route: context.route, status: context.status, nanoseconds: nanoseconds)
        logger.info(
            "\(method) \(context.request?.path ?? context.target) \(context.status)",
            metadata: [
                "request-id": "\(context.requestID)", "status": "\(context.status)", "bytes": "\(context.bytesSent)",
                "duration-ms": "\(Double(nanoseconds) / 1_000_000)", "route": "\(context.route)",
                "client": "\(context.request?.clientAddress ?? "-")", "outcome": "\(reason)",
            ])
        inFlight.subtract(1, ordering: .releasing)
    }
}
