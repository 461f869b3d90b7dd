/// Checks of a request head that libmicrohttpd lets through but RFC 9112 refuses: a version
/// other than HTTP/1.x, an HTTP/1.1 request without exactly one `Host`, and body framing that
/// two parsers could read differently (the request-smuggling shapes).
enum RequestFraming {
    /// The error for a head with `version` and `headers`, or `nil` if it is well framed.
    static func error(version: String, headers: HTTPHeaders) -> HTTPError? {
        if let error = versionError(version) {
            return error
        }
        // One pass without allocating: most requests have one Host and no body framing at all.
        var hosts = 0
        var framed = false
        for field in headers {
            if field.name.caseInsensitiveEquals("Host") {
                hosts += 1
            } else if field.name.caseInsensitiveEquals("Content-Length") || field.name.caseInsensitiveEquals("Transfer-Encoding") {
                framed = true
            }
        }
        if hosts > 1 || (hosts == 0 && version != "HTTP/1.0") {
            return HTTPError(.badRequest, detail: "An HTTP/1.1 request needs exactly one Host header field.")
        }
        return framed ? bodyFramingError(headers) : nil
    }

    private static func versionError(_ version: String) -> HTTPError? {
        if version == "HTTP/1.1" || version == "HTTP/1.0" {
            return nil
        }
        let utf8 = Array(version.utf8)
        let digits = utf8.count == 8 && utf8.starts(with: "HTTP/".utf8) && utf8[6] == UInt8(ascii: ".")
            && isDigit(utf8[5]) && isDigit(utf8[7])
        guard digits else {
            return HTTPError(.badRequest, detail: "The request line does not end in an HTTP version such as HTTP/1.1.")
        }
        guard utf8[5] == UInt8(ascii: "1") else {
            return HTTPError(.httpVersionNotSupported, detail: "Only HTTP/1.0 and HTTP/1.1 are served.")
        }
        return nil
    }

    private static func bodyFramingError(_ headers: HTTPHeaders) -> HTTPError? {
        let lengths = headers.values(for: "Content-Length")
        let codings = headers.values(for: "Transfer-Encoding")
            .flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces().lowercased() }
        if !codings.isEmpty {
            guard lengths.isEmpty else {
                return HTTPError(.badRequest, detail: "A request may not have both Content-Length and Transfer-Encoding.")
            }
            guard codings.last == "chunked" else {
                return HTTPError(.badRequest, detail: "The final transfer coding of a request must be chunked.")
            }
            guard codings.count == 1 else {
                return HTTPError(.notImplemented, detail: "Only the chunked transfer coding is understood.")
            }
        }
        let values = Set(lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { $0.trimmingSpaces() })
        guard values.count <= 1, values.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }) else {
            return HTTPError(.badRequest, detail: "Content-Length must be one non-negative whole number.")
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
