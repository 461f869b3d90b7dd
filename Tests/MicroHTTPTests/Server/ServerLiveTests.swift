import Foundation
import Testing
@testable import MicroHTTP

/// The same behaviour as the in-process tests, over real sockets on 127.0.0.1 with port 0.
@Suite struct ServerLiveTests {
    static let page = String(repeating: "<section>container</section>\n", count: 60)

    static func router(files: StaticFiles? = nil) -> Router {
        var router = Router()
        router.get("/page") { _ in .html(page) }
        router.get("/hello/{name}") { request in .text("hello \(request.parameters["name"] ?? "")") }
        router.post("/echo") { request in Response(headers: ["Content-Type": "application/octet-stream"], body: ResponseBody(bytes: request.body)) }
        if let files {
            router.addStaticFiles(files, at: "/static")
        }
        return router
    }

    @Test func keepAliveServesTwoRequestsOnOneConnection() throws {
        let server = try TestServer(router: Self.router())
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/hello/one")
        let first = try connection.readResponse()
        try connection.get("/hello/two")
        let second = try connection.readResponse()
        #expect(first.text == "hello one")
        #expect(second.text == "hello two")
        #expect(first.header("Connection")?.lowercased() != "close")
    }

    @Test func aBorrowedBodyIsSentAndItsOwnerReleasedAfterwards() throws {
        let lastOwner = Locked<BorrowedBytesRef>(BorrowedBytesRef())
        var router = Self.router()
        router.get("/borrowed") { _ in
            let owner = BorrowedBytes(Self.page)
            lastOwner.withLock { $0.object = owner }
            return .html(body: ResponseBody(unsafeBytes: owner.bytes, keptAliveBy: owner))
        }
        let server = try TestServer(router: router)
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/borrowed")
        #expect(try connection.readResponse().text == Self.page)
        try connection.get("/hello/after")
        #expect(try connection.readResponse().text == "hello after")
        var released = false
        for _ in 0..<200 where !released {
            released = lastOwner.withLock { $0.object == nil }
            if !released { usleep(10_000) }
        }
        #expect(released)
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let server = try TestServer(router: Self.router())
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.send("GET /hello/a HTTP/1.1\r\nHost: x\r\n\r\nGET /hello/b HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try connection.readResponse().text == "hello a")
        #expect(try connection.readResponse().text == "hello b")
    }

    @Test func headHasGetHeadersAndNoBody() throws {
        let server = try TestServer(router: Self.router())
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/page")
        let get = try connection.readResponse()
        try connection.request("HEAD", "/page")
        let head = try connection.readResponse(bodyExpected: false)
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == String(Self.page.utf8.count))
        #expect(head.header("Content-Length") == get.header("Content-Length"))
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        // The next response on the same connection starts right away: HEAD sent no body bytes.
        try connection.get("/hello/after")
        #expect(try connection.readResponse().text == "hello after")
    }

    @Test func gzipRoundTripsAndQZeroIsRespected() throws {
        let server = try TestServer(router: Self.router())
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/page", headers: ["Accept-Encoding: gzip"])
        let gzipped = try connection.readResponse()
        #expect(gzipped.header("Content-Encoding") == "gzip")
        #expect(gzipped.header("Vary") == "Accept-Encoding")
        #expect(gunzip(gzipped.body) == Array(Self.page.utf8))
        try connection.get("/page", headers: ["Accept-Encoding: gzip;q=0, identity"])
        let plain = try connection.readResponse()
        #expect(plain.header("Content-Encoding") == nil)
        #expect(plain.text == Self.page)
    }

    @Test func staticFilesRevalidateWith304() throws {
        let fixture = try FileFixture()
        defer { fixture.remove() }
        let server = try TestServer(router: Self.router(files: try StaticFiles(root: fixture.root)))
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get("/static/site.css", headers: ["Accept-Encoding: gzip"])
        let first = try connection.readResponse()
        let etag = try #require(first.header("ETag"))
        #expect(first.header("Last-Modified") != nil)
        #expect(gunzip(first.body) == Array(FileFixture.stylesheet.utf8))
        try connection.get("/static/site.css", headers: ["Accept-Encoding: gzip", "If-None-Match: \(etag)"])
        let second = try connection.readResponse()
        #expect(second.status == 304)
        #expect(second.header("ETag") == etag)
        try connection.get("/static/pixel.png")
        #expect(try connection.readResponse().header("Content-Type") == "image/png")
    }

    @Test func staticFilesServeOneByteRange() throws {
        let fixture = try FileFixture()
        defer { fixture.remove() }
        let server = try TestServer(router: Self.router(files: try StaticFiles(root: fixture.root)))
        defer { server.server.shutdown() }
        let connection = try server.connect()
        let css = Array(FileFixture.stylesheet.utf8)
        try connection.get("/static/site.css", headers: ["Accept-Encoding: gzip", "Range: bytes=10-49"])
        let part = try connection.readResponse()
        #expect(part.status == 206)
        #expect(part.header("Content-Range") == "bytes 10-49/\(css.count)")
        #expect(part.header("Content-Length") == "40")
        #expect(part.header("Content-Encoding") == nil)
        #expect(part.body == Array(css[10..<50]))
        // The same connection goes on, and a range past the end is refused with the length.
        try connection.get("/static/site.css", headers: ["Range: bytes=\(css.count)-"])
        let refused = try connection.readResponse()
        #expect(refused.status == 416)
        #expect(refused.header("Content-Range") == "bytes */\(css.count)")
        try connection.get("/static/site.css")
        let whole = try connection.readResponse()
        #expect(whole.header("Accept-Ranges") == "bytes")
        #expect(whole.body == css)
    }

    @Test func largeStaticFilesAreSentFromDiskWholeOrInRanges() throws {
        let fixture = try FileFixture()
        defer { fixture.remove() }
        // A cache of 4 KiB keeps files up to 1 KiB; the stylesheet is larger.
        let css = Array(FileFixture.stylesheet.utf8)
        #expect(css.count > 1024)
        let server = try TestServer(router: Self.router(files: try StaticFiles(root: fixture.root, cacheCapacity: 4096)))
        defer { server.server.shutdown() }
        let descriptorsBefore = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        let connection = try server.connect()
        for _ in 0..<40 {
            try connection.get("/static/site.css", headers: ["Accept-Encoding: gzip"])
            let whole = try connection.readResponse()
            #expect(whole.status == 200)
            #expect(whole.header("Content-Encoding") == nil)
            #expect(whole.header("ETag") != nil)
            #expect(whole.body == css)
            try connection.get("/static/site.css", headers: ["Range: bytes=-100"])
            let tail = try connection.readResponse()
            #expect(tail.status == 206)
            #expect(tail.header("Content-Range") == "bytes \(css.count - 100)-\(css.count - 1)/\(css.count)")
            #expect(tail.body == Array(css.suffix(100)))
            try connection.request("HEAD", "/static/site.css")
            let head = try connection.readResponse(bodyExpected: false)
            #expect(head.header("Content-Length") == "\(css.count)")
        }
        // Every descriptor opened for a response was closed with it: 120 were opened, and the
        // margin is for this test's connection and tests running beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count < descriptorsBefore + 40)
    }

    @Test(arguments: [
        "/static/../secret.txt", "/static/%2e%2e/secret.txt", "/static/%252e%252e/secret.txt",
        "/static/..%2fsecret.txt", "/static/..%5csecret.txt", "/static/..\\secret.txt", "/static/%00",
        "/static/escape.txt", "/static/outside/secret.txt", "/static/sub/../../secret.txt", "/../secret.txt",
    ])
    func traversalNeverLeavesTheRoot(target: String) throws {
        let fixture = try FileFixture()
        defer { fixture.remove() }
        let server = try TestServer(router: Self.router(files: try StaticFiles(root: fixture.root)))
        defer { server.server.shutdown() }
        let connection = try server.connect()
        try connection.get(target)
        let response = try connection.readResponse()
        #expect([400, 403, 404].contains(response.status), "\(target) gave \(response.status)")
        #expect(!response.text.contains(FileFixture.secret))
    }
}

/// A weak reference to the last body owner a handler made.
struct BorrowedBytesRef {
    weak var object: BorrowedBytes?
}
