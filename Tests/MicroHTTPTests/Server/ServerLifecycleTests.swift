import Testing
@testable import MicroHTTP

@Suite struct ServerLifecycleTests {
    /// Stopping to accept while a pool of threads serves keep-alive clients: every answer
    /// arrives, the port is refused at once, and the process lives on. (With libmicrohttpd's
    /// own `MHD_quiesce_daemon` this raced the pool's threads and aborted the process now and then.)
    @Test func repeatedShutdownsUnderTrafficRefuseTheirPortAndNeverAbort() throws {
        var router = Router()
        router.get("/") { _ in .text("ok") }
        for _ in 0..<20 {
            let server = try TestServer(configuration: Server.Configuration(threadPoolSize: 8), router: router)
            let port = server.port
            let clients = try (0..<6).map { _ in try server.connect() }
            for client in clients {
                try client.get("/")
            }
            for client in clients {
                #expect(try client.readResponse().text == "ok")
            }
            server.server.shutdown(gracePeriod: .seconds(1))
            #expect(RawHTTPConnection.isRefused(port: port))
        }
    }

    /// A server on a shared socket leaves it listening when it stops, for the other workers.
    @Test func aSharedSocketOutlivesItsServer() throws {
        let socket = try ListeningSocket(host: "127.0.0.1", port: 0)
        var router = Router()
        router.get("/") { _ in .text("ok") }
        var configuration = Server.Configuration(threadPoolSize: 2)
        configuration.listeningSocket = socket
        for _ in 0..<2 {
            let server = try TestServer(configuration: configuration, router: router)
            let client = try server.connect()
            try client.get("/")
            #expect(try client.readResponse().text == "ok")
            server.server.shutdown(gracePeriod: .seconds(1))
            #expect(!RawHTTPConnection.isRefused(port: socket.port))
        }
    }
}
