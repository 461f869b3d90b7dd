import Testing
@testable import MicroHTTP

/// Byte ranges (RFC 9110 §14) of responses that offer them, as static files do.
@Suite struct RangeRequestTests {
    static let body = (0..<200).map { UInt8($0) }

    static var pipeline: RequestPipeline {
        var router = Router()
        router.get("/file") { _ in
            Response(headers: ["Content-Type": "text/plain", "ETag": "\"v1\"", "Accept-Ranges": "bytes",
                               "Last-Modified": "Tue, 24 Nov 2026 10:00:00 GMT"],
                     body: ResponseBody(bytes: body))
        }
        router.get("/page") { _ in Response(headers: ["Content-Type": "text/plain"], body: ResponseBody(bytes: body)) }
        return RequestPipeline(router: router, configuration: Server.Configuration())
    }

    func get(_ target: String, _ headers: HTTPHeaders) -> Response {
        Self.pipeline.respond(to: Request(method: .get, target: target, headers: headers)).response
    }

    @Test(arguments: [
        ("bytes=0-9", 0..<10), ("bytes=190-", 190..<200), ("bytes=-5", 195..<200), ("bytes=150-1000", 150..<200),
        ("bytes=-500", 0..<200), ("BYTES = 7-7", 7..<8), ("bytes=199-99999999999999999999999", 199..<200),
    ])
    func oneRangeGivesItsBytes(field: String, range: Range<Int>) throws {
        let response = get("/file", ["Range": field, "Accept-Encoding": "gzip"])
        #expect(response.status == .partialContent)
        #expect(response.headers["Content-Range"] == "bytes \(range.lowerBound)-\(range.upperBound - 1)/200")
        #expect(response.body.bytes == Array(Self.body[range]))
        // The bytes as they are, with the unencoded entity tag, even for a gzip client.
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["ETag"] == "\"v1\"")
        #expect(response.headers["X-Request-Id"] != nil)
    }

    @Test(arguments: ["bytes=200-", "bytes=500-600", "bytes=-0", "bytes=99999999999999999999999-"])
    func aRangePastTheEndIs416(field: String) throws {
        let response = get("/file", ["Range": field])
        #expect(response.status == .rangeNotSatisfiable)
        #expect(response.headers["Content-Range"] == "bytes */200")
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(String(decoding: try #require(response.body.bytes), as: UTF8.self).contains("past the end of the 200 bytes"))
    }

    @Test(arguments: ["bytes=5-2", "bytes=x-", "bytes=1-2-3", "bytes=", "bytes=-", "bytes=0x10-", "bytes=+1-2", "bytes=1", "bytes= , "])
    func anInvalidByteRangeIs416SayingWhatIsAllowed(field: String) throws {
        let response = get("/file", ["Range": field])
        #expect(response.status == .rangeNotSatisfiable)
        let detail = String(decoding: try #require(response.body.bytes), as: UTF8.self)
        #expect(detail.contains("is not valid"))
        #expect(detail.contains("bytes=FIRST-LAST"))
    }

    @Test(arguments: [
        [("Range", "bytes=0-1,5-6")],  // several ranges: the whole file, as RFC 9110 allows
        [("Range", "items=0-5")],  // another unit is ignored
        [("Range", "bytes=0-9"), ("If-Range", "\"v0\"")],  // another version
        [("Range", "bytes=0-9"), ("If-Range", "W/\"v1\"")],  // weak tags never match
        [("Range", "bytes=0-9"), ("If-Range", "Mon, 23 Nov 2026 10:00:00 GMT")],
    ])
    func otherRequestsGetTheWholeFile(fields: [(String, String)]) {
        var headers = HTTPHeaders()
        for (name, value) in fields { headers[name] = value }
        let response = get("/file", headers)
        #expect(response.status == .ok)
        #expect(response.body.bytes == Self.body)
        #expect(response.headers["Accept-Ranges"] == "bytes")
    }

    @Test func ifRangeWithTheCurrentVersionKeepsTheRange() {
        #expect(get("/file", ["Range": "bytes=0-9", "If-Range": "\"v1\""]).status == .partialContent)
        #expect(get("/file", ["Range": "bytes=0-9", "If-Range": "Tue, 24 Nov 2026 10:00:00 GMT"]).status == .partialContent)
    }

    @Test func notModifiedComesBeforeTheRange() {
        #expect(get("/file", ["Range": "bytes=0-9", "If-None-Match": "\"v1\""]).status == .notModified)
    }

    @Test func responsesNotOfferingRangesIgnoreThem() {
        let response = get("/page", ["Range": "bytes=0-9"])
        #expect(response.status == .ok)
        #expect(response.body.bytes == Self.body)
    }

    @Test func headIgnoresTheRange() {
        let response = Self.pipeline.respond(to: Request(method: .head, target: "/file", headers: ["Range": "bytes=0-9"])).response
        #expect(response.status == .ok)
    }
}
