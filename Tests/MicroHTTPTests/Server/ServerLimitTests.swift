import Testing
@testable import MicroHTTP

/// Limits and error answers over real sockets: every one is a response, never a hang or a reset.
@Suite struct ServerLimitTests {
    static var router: Router {
        var router = Router()
        router.get("/ok") { _ in .text("ok") }
        router.post("/ok") { _ in .text("posted") }
        return router
    }

    @Test func unknownPathIs404AndWrongMethodIs405WithAllow() throws {
        let server = try TestServer(router: Self.router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/missing?<b>", headers: ["Accept: application/json"])
        let missing = try connection.readResponse()
        #expect(missing.status == 404)
        #expect(missing.header("Content-Type") == "application/problem+json")
        #expect(missing.text.contains(#""requestId":""#))
        #expect(missing.header("X-Request-Id").map { missing.text.contains($0) } == true)
        try connection.request("DELETE", "/ok")
        let wrong = try connection.readResponse()
        #expect(wrong.status == 405)
        #expect(wrong.header("Allow") == "GET, POST, HEAD")
        #expect(wrong.header("Content-Security-Policy")?.contains("frame-ancestors 'self'") == true)
    }

    @Test func longURLIs414() throws {
        let server = try TestServer(router: Self.router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/ok?q=" + String(repeating: "a", count: 9000))
        let response = try connection.readResponse()
        #expect(response.status == 414)
        #expect(response.text.contains("requestId"))
    }

    @Test func oversizeHeadersAre431() throws {
        let server = try TestServer(router: Self.router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/ok", headers: (0..<10).map { "X-Filler-\($0): " + String(repeating: "b", count: 2000) })
        let response = try connection.readResponse()
        #expect(response.status == 431)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.text.contains(#""status":431"#))
    }

    @Test func headersBeyondMHDsMemoryStillGetAnAnswer() throws {
        let server = try TestServer(router: Self.router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/ok", headers: ["X-Huge: " + String(repeating: "c", count: 200_000)])
        #expect([413, 414, 431].contains(try connection.readResponse().status))
    }

    @Test func oversizeBodyIs413() throws {
        let configuration = Server.Configuration(threadPoolSize: 2, maximumBodySize: 1000)
        let server = try TestServer(configuration: configuration, router: Self.router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.request("POST", "/ok", body: String(repeating: "d", count: 5000))
        #expect(try connection.readResponse().status == 413)
        let small = try server.connect()
        try small.request("POST", "/ok", body: "tiny")
        #expect(try small.readResponse().text == "posted")
    }

    @Test func connectionsPastTheLimitGet503() throws {
        let configuration = Server.Configuration(threadPoolSize: 1, connectionLimit: 2)
        let server = try TestServer(configuration: configuration, router: Self.router)
        defer { server.server.shutdown() }
        let held = try (0..<2).map { _ in try server.connect() }
        for connection in held {
            try connection.get("/ok")
            #expect(try connection.readResponse().status == 200)
        }
        let extra = try server.connect()
        try extra.get("/ok")
        let refused = try extra.readResponse()
        #expect(refused.status == 503)
        #expect(refused.header("Connection")?.lowercased() == "close")
        // The admitted connections are still served.
        try held[0].get("/ok")
        #expect(try held[0].readResponse().status == 200)
    }

    @Test func connectionsPastThePerAddressLimitGet429() throws {
        let configuration = Server.Configuration(threadPoolSize: 1, perIPConnectionLimit: 1)
        let server = try TestServer(configuration: configuration, router: Self.router)
        defer { server.server.shutdown() }
        let first = try server.connect()
        try first.get("/ok")
        #expect(try first.readResponse().status == 200)
        let second = try server.connect()
        try second.get("/ok")
        #expect(try second.readResponse().status == 429)
    }

    @Test func slowClientIsTimedOut() throws {
        let configuration = Server.Configuration(threadPoolSize: 1, connectionTimeout: .seconds(1))
        let server = try TestServer(configuration: configuration, router: Self.router)
        defer { server.server.shutdown() }
        let slow = try server.connect()
        try slow.send("GET /ok HT")
        // The server closes the connection; a read timeout (10 s) would throw instead.
        _ = try slow.readUntilClosed()
        let other = try server.connect()
        try other.get("/ok")
        #expect(try other.readResponse().status == 200)
    }
}
