import Metrics

/// The server's swift-metrics instruments: requests by route and status, latency, and in-flight.
///
/// Labels follow Prometheus conventions: `http_requests_total{method,route,status}`,
/// `http_request_duration_seconds{method,route}` and `http_requests_in_flight`.
struct ServerMetrics: Sendable {
    private let factory: any MetricsFactory
    private let inFlight: Meter

    init(factory: any MetricsFactory) {
        self.factory = factory
        inFlight = Meter(label: "http_requests_in_flight", factory: factory)
    }

    /// Counts a request as started.
    func requestStarted() {
        inFlight.increment()
    }

    /// Counts a request as finished with `status` after `nanoseconds`.
    func requestFinished(method: String, route: String, status: Int, nanoseconds: Int64) {
        inFlight.decrement()
        Counter(
            label: "http_requests_total",
            dimensions: [("method", method), ("route", route), ("status", String(status))],
            factory: factory
        ).increment()
        Timer(
            label: "http_request_duration_seconds",
            dimensions: [("method", method), ("route", route)],
            factory: factory
        ).recordNanoseconds(nanoseconds)
    }
}
