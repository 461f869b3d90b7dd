import Testing
@testable import MicroHTTP

@Suite struct RequestPipelineTests {
    static let page = String(repeating: "<p>Hello, containers.</p>\n", count: 50)

    static var pipeline: RequestPipeline {
        var router = Router()
        router.get("/page") { _ in .html(page) }
        router.get("/tiny") { _ in .text("hi") }
        router.get("/png") { _ in Response(headers: ["Content-Type": "image/png"], body: ResponseBody(bytes: Array(repeating: 7, count: 1000))) }
        router.get("/tagged") { _ in
            Response(headers: ["Content-Type": "text/plain", "ETag": "\"v1\""], body: ResponseBody(page))
        }
        return RequestPipeline(router: router, configuration: Server.Configuration(maximumHeaderSize: 100, maximumURLLength: 50))
    }

    func get(_ target: String, _ headers: HTTPHeaders = [:]) -> Response {
        Self.pipeline.respond(to: Request(method: .get, target: target, headers: headers)).response
    }

    @Test func compressesTextForGzipClients() throws {
        let response = get("/page", ["Accept-Encoding": "gzip, deflate"])
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(response.headers["Vary"] == "Accept-Encoding")
        let bytes = try #require(response.body.bytes)
        #expect(gunzip(bytes) == Array(Self.page.utf8))
    }

    @Test func respectsQZeroButStillVaries() {
        let response = get("/page", ["Accept-Encoding": "gzip;q=0"])
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Vary"] == "Accept-Encoding")
        #expect(response.body.bytes == Array(Self.page.utf8))
    }

    @Test func leavesSmallAndBinaryBodiesAlone() {
        #expect(get("/tiny", ["Accept-Encoding": "gzip"]).headers["Content-Encoding"] == nil)
        let png = get("/png", ["Accept-Encoding": "gzip"])
        #expect(png.headers["Content-Encoding"] == nil)
        #expect(png.headers["Vary"] == nil)
    }

    @Test func everyResponseCarriesSecurityHeadersAndRequestID() {
        for response in [get("/page"), get("/missing"), get("/png")] {
            let csp = response.headers["Content-Security-Policy"] ?? ""
            #expect(csp.contains("script-src 'self'"))
            #expect(csp.contains("frame-ancestors 'self'"))
            #expect(!csp.contains("script-src 'self' 'unsafe-inline'"))
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["Referrer-Policy"] == "no-referrer")
            #expect(response.headers["X-Request-Id"]?.isEmpty == false)
        }
    }

    @Test func ifNoneMatchGivesNotModifiedPerEncoding() {
        let plain = get("/tagged", ["If-None-Match": "\"v1\""])
        #expect(plain.status == .notModified)
        #expect(plain.body.bytes == [])
        #expect(plain.headers["ETag"] == "\"v1\"")

        let gzipped = get("/tagged", ["Accept-Encoding": "gzip"])
        #expect(gzipped.headers["ETag"] == "\"v1-gzip\"")
        #expect(get("/tagged", ["Accept-Encoding": "gzip", "If-None-Match": "\"v1-gzip\""]).status == .notModified)
        #expect(get("/tagged", ["Accept-Encoding": "gzip", "If-None-Match": "\"v1\""]).status == .ok)
        #expect(get("/tagged", ["If-None-Match": "W/\"v1\", \"other\""]).status == .notModified)
    }

    @Test func limitsGive414And431() {
        let pipeline = Self.pipeline
        #expect(pipeline.limitError(target: "/" + String(repeating: "a", count: 60), headerBytes: 0)?.status == .uriTooLong)
        #expect(pipeline.limitError(target: "/", headerBytes: 101)?.status == .requestHeaderFieldsTooLarge)
        #expect(pipeline.limitError(target: "/", headerBytes: 100) == nil)
    }
}
