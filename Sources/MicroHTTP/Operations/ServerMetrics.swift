import Metrics

/// The server's swift-metrics instruments: requests by route and status, latency, and in-flight.
///
/// Labels follow Prometheus conventions: `http_requests_total{method,route,status}`,
/// `http_request_duration_seconds{method,route}` and `http_requests_in_flight`. The labelled
/// instruments are made once per label set and kept, since looking one up in the factory for
/// every request costs more than the rest of serving a cached page. Methods outside
/// `HTTPMethod.standard` are counted as `OTHER`, so clients cannot grow the label sets without bound.
final class ServerMetrics: Sendable {
    private struct Labels: Hashable {
        let method: String
        let route: String
        let status: Int
    }

    private struct Instruments: Sendable {
        let requests: Counter
        let duration: Timer
    }

    private let factory: any MetricsFactory
    private let inFlight: Meter
    private let instruments = Locked<[Labels: Instruments]>([:])

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
        let method = HTTPMethod.standard.contains(HTTPMethod(rawValue: method)) ? method : "OTHER"
        let instruments = instruments(for: Labels(method: method, route: route, status: status))
        instruments.requests.increment()
        instruments.duration.recordNanoseconds(nanoseconds)
    }

    private func instruments(for labels: Labels) -> Instruments {
        instruments.withLock { known in
            if let instruments = known[labels] {
                return instruments
            }
            let made = Instruments(
                requests: Counter(
                    label: "http_requests_total",
                    dimensions: [("method", labels.method), ("route", labels.route), ("status", String(labels.status))],
                    factory: factory),
                duration: Timer(
                    label: "http_request_duration_seconds",
                    dimensions: [("method", labels.method), ("route", labels.route)],
                    factory: factory))
            known[labels] = made
            return made
        }
    }
}
