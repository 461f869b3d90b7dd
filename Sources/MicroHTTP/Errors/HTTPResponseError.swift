/// An error that knows which HTTP response it becomes.
///
/// Throw any conforming error from a handler and the server answers with its status and detail,
/// as `application/problem+json` (RFC 9457) or a small HTML page depending on `Accept`. Any other
/// error becomes a `500` whose body carries only the request id.
///
/// ```swift
/// struct ContainerMissing: HTTPResponseError {
///     let id: String
///     var status: HTTPStatus { .notFound }
///     var detail: String { "No container with id \(id)." }
/// }
/// ```
public protocol HTTPResponseError: Error {
    /// The response status.
    var status: HTTPStatus { get }
    /// A human-readable explanation; it is escaped before it reaches a body.
    var detail: String { get }
    /// Extra header fields for the error response, such as `Allow` on a `405`.
    var headers: HTTPHeaders { get }
}

extension HTTPResponseError {
    /// No extra header fields.
    public var headers: HTTPHeaders { [:] }
}
