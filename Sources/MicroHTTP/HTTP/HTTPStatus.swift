/// An HTTP response status: a three-digit code and its reason phrase.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The status code, for example `404`.
    public let code: Int
    /// The reason phrase, for example `Not Found`.
    public let reasonPhrase: String

    /// Creates a status from a code and a reason phrase.
    public init(code: Int, reasonPhrase: String) {
        self.code = code
        self.reasonPhrase = reasonPhrase
    }

    /// `200 OK`.
    public static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
    /// `201 Created`.
    public static let created = HTTPStatus(code: 201, reasonPhrase: "Created")
    /// `204 No Content`.
    public static let noContent = HTTPStatus(code: 204, reasonPhrase: "No Content")
    /// `206 Partial Content`.
    public static let partialContent = HTTPStatus(code: 206, reasonPhrase: "Partial Content")
    /// `301 Moved Permanently`.
    public static let movedPermanently = HTTPStatus(code: 301, reasonPhrase: "Moved Permanently")
    /// `302 Found`.
    public static let found = HTTPStatus(code: 302, reasonPhrase: "Found")
    /// `304 Not Modified`.
    public static let notModified = HTTPStatus(code: 304, reasonPhrase: "Not Modified")
    /// `400 Bad Request`.
    public static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
    /// `403 Forbidden`.
    public static let forbidden = HTTPStatus(code: 403, reasonPhrase: "Forbidden")
    /// `404 Not Found`.
    public static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
    /// `405 Method Not Allowed`.
    public static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
    /// `413 Content Too Large`.
    public static let contentTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
    /// `414 URI Too Long`.
    public static let uriTooLong = HTTPStatus(code: 414, reasonPhrase: "URI Too Long")
    /// `416 Range Not Satisfiable`.
    public static let rangeNotSatisfiable = HTTPStatus(code: 416, reasonPhrase: "Range Not Satisfiable")
    /// `429 Too Many Requests`.
    public static let tooManyRequests = HTTPStatus(code: 429, reasonPhrase: "Too Many Requests")
    /// `431 Request Header Fields Too Large`.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(
        code: 431, reasonPhrase: "Request Header Fields Too Large")
    /// `500 Internal Server Error`.
    public static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
    /// `501 Not Implemented`.
    public static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
    /// `503 Service Unavailable`.
    public static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")
    /// `505 HTTP Version Not Supported`.
    public static let httpVersionNotSupported = HTTPStatus(code: 505, reasonPhrase: "HTTP Version Not Supported")

    /// The code followed by the reason phrase, as on a status line.
    public var description: String { "\(code) \(reasonPhrase)" }
}
