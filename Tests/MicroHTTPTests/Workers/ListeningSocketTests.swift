#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import MicroHTTP

/// A socket bound before the server starts, as worker processes share it.
@Suite struct ListeningSocketTests {
    @Test func aServerServesOnASocketBoundBeforeIt() throws {
        let socket = try ListeningSocket(host: "127.0.0.1", port: 0)
        #expect(socket.port > 0)
        var configuration = Server.Configuration(threadPoolSize: 2)
        configuration.listeningSocket = socket
        var router = Router()
        router.get("/ok") { _ in .text("shared") }
        let server = try TestServer(configuration: configuration, router: router)
        defer { server.server.shutdown() }
        let connection = try RawHTTPConnection(port: socket.port)
        try connection.get("/ok")
        #expect(try connection.readResponse().text == "shared")
    }

    @Test func aTakenPortOrABadHostIsAnError() throws {
        let first = try ListeningSocket(host: "127.0.0.1", port: 0)
        #expect(throws: ServerError.self) { try ListeningSocket(host: "127.0.0.1", port: first.port) }
        #expect(throws: ServerError.invalidHost("localhost")) { try ListeningSocket(host: "localhost", port: 0) }
        #expect(throws: ServerError.self) { try ListeningSocket(host: "127.0.0.1", port: 70000) }
    }

    @Test(arguments: [(Int32(CLD_EXITED), Int32(0), WorkerExit.exited(0)), (Int32(CLD_EXITED), 78, .exited(78)),
                      (Int32(CLD_KILLED), 9, .signaled(9)), (Int32(CLD_DUMPED), 4, .signaled(4))])
    func waitStatusesDecode(_ code: Int32, _ status: Int32, _ expected: WorkerExit) {
        #expect(WorkerExit(code: code, status: status) == expected)
    }
}
