import Testing
@testable import MicroHTTP

/// Request heads libmicrohttpd lets through and the server refuses itself.
@Suite struct RequestFramingTests {
    @Test(arguments: [
        ("HTTP/1.1", ["Host: a"], nil),
        ("HTTP/1.0", [], nil),
        ("HTTP/1.2", ["Host: a"], nil),
        ("HTTP/1.1", [], 400),
        ("HTTP/1.1", ["Host: a", "Host: b"], 400),
        ("HTTP/2.0", ["Host: a"], 505),
        ("", ["Host: a"], 400),
        ("HTTP/1.10", ["Host: a"], 400),
        ("http/1.1", ["Host: a"], 400),
        ("HTTP/1.1", ["Host: a", "Transfer-Encoding: chunked"], nil),
        ("HTTP/1.1", ["Host: a", "Transfer-Encoding: Chunked "], nil),
        ("HTTP/1.1", ["Host: a", "Transfer-Encoding: gzip, chunked"], 501),
        ("HTTP/1.1", ["Host: a", "Transfer-Encoding: chunked, gzip"], 400),
        ("HTTP/1.1", ["Host: a", "Transfer-Encoding: chunked", "Content-Length: 3"], 400),
        ("HTTP/1.1", ["Host: a", "Content-Length: 3"], nil),
        ("HTTP/1.1", ["Host: a", "Content-Length: 3", "Content-Length: 3"], nil),
        ("HTTP/1.1", ["Host: a", "Content-Length: 3", "Content-Length: 4"], 400),
        ("HTTP/1.1", ["Host: a", "Content-Length: 3, 4"], 400),
        ("HTTP/1.1", ["Host: a", "Content-Length: -1"], 400),
        ("HTTP/1.1", ["Host: a", "Content-Length: "], 400),
    ] as [(String, [String], Int?)])
    func headsAreJudged(_ version: String, _ lines: [String], _ status: Int?) {
        var headers = HTTPHeaders()
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
            headers.add(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
        #expect(RequestFraming.error(version: version, headers: headers)?.status.code == status)
    }

    @Test func aRequestWithoutHostIsRefusedLive() throws {
        var router = Router()
        router.get("/ok") { _ in .text("ok") }
        let server = try TestServer(router: router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.send("GET /ok HTTP/1.1\r\nAccept: application/json\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect(response.header("Content-Security-Policy") != nil)
        #expect(response.text.contains("Host"))
    }
}
