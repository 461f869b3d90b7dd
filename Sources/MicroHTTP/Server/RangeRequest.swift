/// Range requests (RFC 9110 §14) for responses that offer them with `Accept-Ranges: bytes`, as
/// static files do: one byte range of a `GET` gets `206 Partial Content` with `Content-Range`,
/// a range past the end `416`.
///
/// A request for several ranges gets the whole representation (`200`), which RFC 9110 §14.2
/// allows in place of a `multipart/byteranges` body; so does a range of another unit, one whose
/// `If-Range` names a different version, and any range of an empty representation. A
/// `bytes` range that breaks the grammar (`bytes=5-2`, `bytes=x-`) is answered `416` with what
/// was wrong, rather than ignored.
enum RangeRequest {
    /// What a `Range` field asks of a representation of a known length.
    enum Outcome: Equatable {
        /// Send the whole representation.
        case whole
        /// Send these bytes of it.
        case part(Range<Int>)
        /// No byte of the range exists.
        case unsatisfiable
        /// The field is not a valid `bytes` range; the detail says why.
        case invalid(String)
    }

    /// The form a byte range takes, for error details.
    static let expectedForm = "expected bytes=FIRST-LAST, bytes=FIRST- or bytes=-SUFFIX with decimal byte positions"

    /// The `206` or `416` answering `request`'s `Range` field for `response` (a `200` of bytes
    /// or of a file, offering byte ranges), or `nil` when the whole response is to be sent.
    /// `identityETag` is the response's entity tag before any content coding: a range is always
    /// of the unencoded bytes.
    static func response(for request: Request, to response: Response, identityETag: String?) -> Response? {
        guard request.method == .get, response.status == .ok, response.headers["Accept-Ranges"] == "bytes",
              let field = request.headers["Range"], let length = response.body.count,
              allowsRange(request.headers["If-Range"], etag: identityETag, lastModified: response.headers["Last-Modified"])
        else { return nil }
        switch outcome(of: field, length: length) {
        case .whole:
            return nil
        case .part(let range):
            guard let body = response.body.part(range) else { return nil }
            var partial = response
            partial.status = .partialContent
            partial.headers["ETag"] = identityETag
            partial.headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(length)"
            partial.body = body
            return partial
        case .unsatisfiable:
            return ErrorResponse.make(for: HTTPError(
                .rangeNotSatisfiable,
                detail: "The range \(field) starts past the end of the \(length) bytes of this resource.",
                headers: ["Content-Range": "bytes */\(length)"]), request: request)
        case .invalid(let reason):
            return ErrorResponse.make(for: HTTPError(
                .rangeNotSatisfiable, detail: "The Range header field \(field) is not valid: \(reason); \(expectedForm).",
                headers: ["Content-Range": "bytes */\(length)"]), request: request)
        }
    }

    /// What the `Range` field `field` asks of `length` bytes.
    static func outcome(of field: String, length: Int) -> Outcome {
        guard let equals = field.firstIndex(of: "="),
              field[..<equals].trimmingSpaces().caseInsensitiveEquals("bytes") else { return .whole }
        let specs = field[field.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        var ranges: [Outcome] = []
        for spec in specs where !spec.isEmpty {
            let range = outcome(ofSpec: spec, length: length)
            if case .invalid = range { return range }
            ranges.append(range)
        }
        guard let only = ranges.first else { return .invalid("it names no range") }
        guard ranges.count == 1, length > 0 else { return .whole }
        return only
    }

    /// One `range-spec`: `first-last`, `first-` or `-suffix`.
    private static func outcome(ofSpec spec: String, length: Int) -> Outcome {
        guard let dash = spec.firstIndex(of: "-") else { return .invalid("\(spec) has no '-'") }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        guard first.allSatisfy(\.isASCIIDigit), last.allSatisfy(\.isASCIIDigit), !(first.isEmpty && last.isEmpty) else {
            return .invalid("\(spec) is not two decimal positions around '-'")
        }
        if first.isEmpty {
            // The last `suffix` bytes; a longer suffix than the whole is the whole.
            let suffix = Int(last) ?? .max
            return suffix == 0 ? .unsatisfiable : .part(max(0, length - suffix)..<length)
        }
        // Positions too large for an `Int` are past any end.
        let start = Int(first) ?? .max
        let end = last.isEmpty ? Int.max : (Int(last) ?? .max)
        guard end >= start else { return .invalid("\(spec) ends before it starts") }
        guard start < length else { return .unsatisfiable }
        return .part(start..<(min(end, length - 1) + 1))
    }

    /// Whether `If-Range` (absent, an entity tag or a date) lets the range apply: its tag must
    /// equal the current one strongly, or its date equal `Last-Modified`.
    private static func allowsRange(_ ifRange: String?, etag: String?, lastModified: String?) -> Bool {
        guard let ifRange = ifRange?.trimmingSpaces() else { return true }
        if ifRange.hasPrefix("\"") || ifRange.hasPrefix("W/") {
            return !ifRange.hasPrefix("W/") && ifRange == etag
        }
        guard let date = HTTPDate.parse(ifRange), let modified = lastModified.flatMap(HTTPDate.parse) else { return false }
        return date == modified
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
