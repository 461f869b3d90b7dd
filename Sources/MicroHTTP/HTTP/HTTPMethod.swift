/// An HTTP request method such as `GET` or `POST`.
///
/// Methods are case-sensitive tokens (RFC 9110 §9.1); unknown methods are kept as sent.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token exactly as it appears on the request line.
    public let rawValue: String

    /// Creates a method from its token.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `GET`: transfer a representation of the target.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: like `GET`, but the response carries no body.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`: process the enclosed representation.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace the target's state.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: partially modify the target.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: remove the target.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`: describe the communication options for the target.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `CONNECT`: establish a tunnel to the server the target names.
    public static let connect = HTTPMethod(rawValue: "CONNECT")
    /// `TRACE`: echo the request back, as a loop-back test.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// The methods RFC 9110 defines, and `PATCH` (RFC 5789).
    public static let standard: Set<HTTPMethod> = [.get, .head, .post, .put, .patch, .delete, .options, .connect, .trace]

    /// The method token.
    public var description: String { rawValue }
}
