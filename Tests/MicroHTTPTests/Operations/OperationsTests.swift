#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Prometheus
import Testing
@testable import MicroHTTP

@Suite struct OperationsTests {
    @Test func healthAndMetricsEndpoints() throws {
        var router = Router()
        router.addHealthCheck()
        router.get("/things/{id}") { _ in .text("thing") }
        let registry = PrometheusCollectorRegistry()
        router.addMetrics(registry: registry)
        let server = try TestServer(router: router, registry: registry)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/healthz")
        #expect(try connection.readResponse().text == "ok\n")
        try connection.get("/things/1")
        _ = try connection.readResponse()
        try connection.get("/things/2")
        _ = try connection.readResponse()
        try connection.request("BREW-1", "/things/3")
        _ = try connection.readResponse()
        try connection.get("/metrics")
        let metrics = try connection.readResponse()
        #expect(metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(metrics.text.contains(#"http_requests_total{method="GET",route="/things/{id}",status="200"} 2"#))
        // Unknown methods share one label value, so clients cannot add label sets without bound.
        #expect(metrics.text.contains(#"http_requests_total{method="OTHER",route="unmatched",status="405"} 1"#))
        #expect(!metrics.text.contains("BREW"))
        #expect(metrics.text.contains("http_request_duration_seconds_bucket"))
        #expect(metrics.text.contains("http_requests_in_flight"))
    }

    @Test func gracefulShutdownFinishesInFlightAndRefusesNewConnections() throws {
        let handlerStarted = DispatchSemaphore(value: 0)
        var router = Router()
        router.get("/slow") { _ in
            handlerStarted.signal()
            usleep(1_500_000)
            return .text("finished")
        }
        let server = try TestServer(router: router)
        let port = server.port
        let client = try server.connect()
        try client.get("/slow")
        handlerStarted.wait()

        let shutdownDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.server.shutdown(gracePeriod: .seconds(5))
            shutdownDone.signal()
        }
        // Shutdown runs on another thread; within a second the listening socket must be gone.
        var refused = false
        for _ in 0..<50 where !refused {
            usleep(20_000)
            refused = RawHTTPConnection.isRefused(port: port)
        }
        #expect(refused)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "finished")
        #expect(response.header("Connection")?.lowercased() == "close")
        shutdownDone.wait()
        #expect(server.port == 0)
    }

    @Test func eventStreamsSendAsEventsArriveAndEndOnShutdown() throws {
        let streams = Locked<[EventStream]>([])
        var router = Router()
        router.get("/events") { _ in
            let stream = EventStream()
            stream.send(comment: "open")
            streams.withLock { $0.append(stream) }
            return .eventStream(stream)
        }
        let server = try TestServer(router: router)
        let client = try server.connect()
        try client.get("/events")
        var received = ""
        while !received.contains(": open") { received += try client.readAvailable() }
        #expect(received.contains("text/event-stream"))
        let stream = try #require(streams.withLock { $0.first })
        stream.send(data: "{\"n\":1}", event: "layout")
        while !received.contains("data: {\"n\":1}") { received += try client.readAvailable() }
        #expect(received.contains("event: layout\n"))
        let terminated = DispatchSemaphore(value: 0)
        stream.onTermination { terminated.signal() }
        server.server.shutdown(gracePeriod: .milliseconds(100))
        #expect(terminated.wait(timeout: .now() + 5) == .success)
        #expect(stream.isClosed)
    }
}
