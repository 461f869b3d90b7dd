/// An HTTP response: a status, header fields and a body.
///
/// ```swift
/// router.get("/hello") { request in
///     .text("Hello, \(request.query("name") ?? "world")")
/// }
/// ```
public struct Response: Sendable {
    /// The status.
    public var status: HTTPStatus
    /// The header fields; the server adds `Content-Length`, `Date` and the security headers itself.
    public var headers: HTTPHeaders
    /// The body.
    public var body: ResponseBody

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: ResponseBody = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: ResponseBody(text))
    }

    /// A `text/html; charset=utf-8` response.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> Response {
        .html(bytes: html.utf8, status: status)
    }

    /// A `text/html; charset=utf-8` response from already encoded UTF-8 bytes, copied once.
    public static func html(bytes: some Collection<UInt8>, status: HTTPStatus = .ok) -> Response {
        .html(body: ResponseBody(bytes: bytes), status: status)
    }

    /// A `text/html; charset=utf-8` response sending `body`, such as one that borrows a
    /// renderer's finished bytes (``ResponseBody/init(unsafeBytes:keptAliveBy:)``).
    public static func html(body: ResponseBody, status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: body)
    }

    /// An `application/json` response from already encoded bytes.
    public static func json(_ bytes: [UInt8], status: HTTPStatus = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: ResponseBody(bytes: bytes))
    }

    /// A `text/event-stream` response that sends what `stream` is given until it finishes.
    public static func eventStream(_ stream: EventStream) -> Response {
        Response(
            headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"],
            body: .stream(stream)
        )
    }
}
