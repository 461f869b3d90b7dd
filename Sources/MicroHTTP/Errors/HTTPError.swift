/// The default ``HTTPResponseError``: a status, a detail and optional header fields.
///
/// ```swift
/// throw HTTPError(.badRequest, detail: "width must be a number")
/// ```
public struct HTTPError: HTTPResponseError, Equatable {
    /// The response status.
    public var status: HTTPStatus
    /// A human-readable explanation.
    public var detail: String
    /// Extra header fields for the error response.
    public var headers: HTTPHeaders

    /// Creates an error; the detail defaults to the status's reason phrase.
    public init(_ status: HTTPStatus, detail: String? = nil, headers: HTTPHeaders = [:]) {
        self.status = status
        self.detail = detail ?? status.reasonPhrase
        self.headers = headers
    }
}
