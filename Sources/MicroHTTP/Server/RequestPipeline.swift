/// Everything between a parsed request and the bytes MHD sends, independent of the transport:
/// limits, routing, compression, conditional requests and the headers every response carries.
struct RequestPipeline: Sendable {
    let router: Router
    let configuration: Server.Configuration

    /// The error for a request head that breaks a configured limit, if any.
    func limitError(target: String, headerBytes: Int) -> HTTPError? {
        if target.utf8.count > configuration.maximumURLLength {
            return HTTPError(.uriTooLong, detail: "The request target is longer than \(configuration.maximumURLLength) bytes.")
        }
        if headerBytes > configuration.maximumHeaderSize {
            return HTTPError(
                .requestHeaderFieldsTooLarge,
                detail: "The request header fields are larger than \(configuration.maximumHeaderSize) bytes.")
        }
        return nil
    }

    /// Routes and answers `request`, and finishes the response.
    func respond(to request: Request) -> Router.Outcome {
        let outcome = router.handle(request)
        return Router.Outcome(
            response: finish(outcome.response, for: request),
            route: outcome.route, unexpectedError: outcome.unexpectedError)
    }

    /// The finished error response for `error`.
    func respond(to request: Request, with error: HTTPError) -> Response {
        finish(ErrorResponse.make(for: error, request: request), for: request)
    }

    /// Applies content negotiation, conditional and range requests, security headers and the
    /// request id.
    func finish(_ response: Response, for request: Request) -> Response {
        var response = response
        response.headers.reserveCapacity(response.headers.count + 8)  // Vary, security fields, request id
        let identityETag = response.headers["ETag"]
        var gzip = false
        if CompressionPolicy.isCompressible(contentType: response.headers["Content-Type"]) {
            addVary(to: &response.headers)
            gzip = shouldCompress(response, for: request)
        }
        if gzip, let etag = response.headers["ETag"], etag.hasSuffix("\"") {
            response.headers["ETag"] = etag.dropLast() + "-gzip\""
        }
        if request.method == .get || request.method == .head, response.status == .ok,
           ConditionalRequest.isNotModified(request, headers: response.headers) {
            response = ConditionalRequest.notModified(from: response)
        } else if let ranged = RangeRequest.response(for: request, to: response, identityETag: identityETag) {
            // A range is of the unencoded bytes: sent as they are, with their own entity tag.
            response = ranged
        } else if gzip, let shared = response.body.shared {
            let gzipped = response.body.gzipped ?? SharedBytes(Gzip.compress(shared.buffer, level: configuration.compression.level))
            response.body = ResponseBody(shared: gzipped)
            response.headers["Content-Encoding"] = "gzip"
        }
        configuration.securityHeaders.apply(to: &response.headers)
        response.headers["X-Request-Id"] = request.requestID
        return response
    }

    private func shouldCompress(_ response: Response, for request: Request) -> Bool {
        guard let shared = response.body.shared, shared.count >= configuration.compression.minimumSize,
              !response.headers.contains("Content-Encoding"), response.status != .notModified,
              response.status != .noContent else { return false }
        return CompressionPolicy.acceptsGzip(request.headers["Accept-Encoding"])
    }

    private func addVary(to headers: inout HTTPHeaders) {
        guard let vary = headers["Vary"] else {
            headers["Vary"] = "Accept-Encoding"
            return
        }
        let names = vary.split(separator: ",").map { $0.trimmingSpaces() }
        if !names.contains(where: { $0.caseInsensitiveEquals("Accept-Encoding") || $0 == "*" }) {
            headers["Vary"] = vary + ", Accept-Encoding"
        }
    }
}
