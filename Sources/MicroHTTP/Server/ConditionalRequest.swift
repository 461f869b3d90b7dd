/// Conditional `GET` (RFC 9110 §13): turns a `200` into a `304` when the client's copy is current.
enum ConditionalRequest {
    /// Whether `request` already holds the representation described by `headers`.
    static func isNotModified(_ request: Request, headers: HTTPHeaders) -> Bool {
        if let ifNoneMatch = request.headers["If-None-Match"] {
            guard let etag = headers["ETag"] else { return false }
            return matches(ifNoneMatch, etag: etag)
        }
        guard let since = request.headers["If-Modified-Since"].flatMap(HTTPDate.parse),
              let modified = headers["Last-Modified"].flatMap(HTTPDate.parse) else { return false }
        return modified <= since
    }

    /// The `304` for `response`, keeping only the fields RFC 9110 §15.4.5 asks for.
    static func notModified(from response: Response) -> Response {
        var headers = HTTPHeaders()
        for name in ["ETag", "Cache-Control", "Last-Modified", "Vary", "Expires", "Content-Location"] {
            if let value = response.headers[name] {
                headers[name] = value
            }
        }
        return Response(status: .notModified, headers: headers)
    }

    /// Weak comparison of each listed tag against `etag`; `*` matches any.
    private static func matches(_ list: String, etag: String) -> Bool {
        let current = weak(etag)
        return list.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingSpaces()
            return tag == "*" || weak(tag) == current
        }
    }

    private static func weak(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}
