import Testing
@testable import MicroHTTP

@Suite struct RequestTests {
    @Test func decodesPathSegmentsAndQueryItems() {
        let request = Request(method: .get, target: "/a%20b/c%2Fd?x=1&name=J%C3%BCrgen+K&flag&x=2")
        #expect(request.pathSegments == ["a b", "c/d"])
        #expect(request.query("name") == "Jürgen K")
        #expect(request.query("flag") == "")
        #expect(request.queryItems.filter { $0.name == "x" }.map(\.value) == ["1", "2"])
    }

    @Test func decodesOnlyOnce() {
        #expect(Request(method: .get, target: "/%252e%252e").pathSegments == ["%2e%2e"])
    }

    /// Found by the request-parser fuzzer: `/` plus a combining mark is one `Character` in Swift.
    @Test func delimitersBeforeCombiningMarksStillDelimit() {
        let request = Request(method: .get, target: "/a/\u{301}b?\u{301}x=1&y=\u{301}#\u{301}")
        #expect(request.pathSegments == ["a", "\u{301}b"])
        #expect(request.queryItems == [.init(name: "\u{301}x", value: "1"), .init(name: "y", value: "\u{301}")])
    }

    @Test func absoluteFormLosesSchemeAndAuthority() {
        #expect(Request(method: .get, target: "http://example.com/x/y?z=1").pathSegments == ["x", "y"])
        #expect(Request(method: .get, target: "http://example.com/x/y?z=1").query("z") == "1")
        let bare = Request(method: .get, target: "http://example.com?z=1")
        #expect(bare.pathSegments.isEmpty && bare.queryItems.isEmpty)
    }

    @Test(arguments: [
        ("/", [String](), [String]()), ("", [], []), ("//a//b/", ["a", "b"], []), ("/a?", ["a"], []),
        ("/a?&&b=&=c&d=e=f", ["a"], ["b=", "=c", "d=e=f"]), ("/%41%2f%zz%", ["A/%zz%"], []),
        ("/a#x?y=1", ["a"], []), ("/a?q=1+2%2B3", ["a"], ["q=1 2+3"]), ("/a+b", ["a+b"], []),
    ])
    func splitsTargetsOnTheirBytes(target: String, segments: [String], items: [String]) {
        let request = Request(method: .get, target: target)
        #expect(request.pathSegments == segments)
        #expect(request.queryItems.map { $0.name + "=" + $0.value } == items)
    }

    @Test func headerLookupIgnoresCase() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "X-A": "1"]
        headers.add(name: "x-a", value: "2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers.values(for: "X-A") == ["1", "2"])
        headers["X-A"] = "3"
        #expect(headers.values(for: "x-a") == ["3"])
        headers["X-A"] = nil
        #expect(!headers.contains("X-A"))
    }

    @Test(arguments: [
        ("gzip", true), ("gzip;q=0", false), ("br, gzip;q=0.5", true), ("*", true),
        ("*;q=0", false), ("gzip;q=0, *", false), ("identity", false), ("x-gzip", true), ("GZIP", true),
        (" gzip ; Q = 0 ", false), ("gzip;q=", true), ("gzip;q=0.001", true), ("deflate, ,gzip;level=1", true),
        ("gzip;q=2", true), ("gzip;q=-1", false), ("gzipx", false), (";q=1", false), ("", false),
        ("*;q=0.5, gzip;q=0", false), ("deflate, *;q=0.1", true), ("x-gzip;q=0, *", false), ("Gzip;Q=0.2,*;q=0", true),
    ])
    func acceptEncodingRespectsQuality(header: String, accepted: Bool) {
        #expect(CompressionPolicy.acceptsGzip(header) == accepted)
    }

    @Test(arguments: [
        ("text/html; charset=utf-8", true), (" TEXT/css ", true), ("application/json", true),
        ("Application/Problem+JSON;charset=utf-8", true), ("image/svg+xml", true), ("image/png", false),
        ("application/octet-stream", false), ("", false), (";text/html", false), ("text", false),
    ])
    func compressibleContentTypes(contentType: String, compressible: Bool) {
        #expect(CompressionPolicy.isCompressible(contentType: contentType) == compressible)
    }

    @Test func httpDatesRoundTrip() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("yesterday") == nil)
    }
}
