/// An HTTP request as a handler sees it: the head, the whole body, and where it came from.
///
/// ```swift
/// let request = Request(method: .get, target: "/containers/42/layout?width=320")
/// request.pathSegments         // ["containers", "42", "layout"]
/// request.query("width")       // "320"
/// ```
public struct Request: Sendable {
    /// One `name=value` pair of the query string, percent-decoded, `+` read as a space.
    public struct QueryItem: Sendable, Equatable {
        /// The decoded name.
        public var name: String
        /// The decoded value; empty when the item had no `=`.
        public var value: String

        /// Creates a query item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The request method.
    public var method: HTTPMethod
    /// The request target exactly as sent on the request line, still percent-encoded.
    public var target: String
    /// The path part of the target, percent-decoded.
    public var path: String {
        guard !pathSegments.isEmpty else { return "/" }
        return String(unsafeUninitializedCapacity: pathSegments.reduce(0) { $0 + 1 + $1.utf8.count }) { buffer in
            var length = 0
            for segment in pathSegments {
                buffer[length] = UInt8(ascii: "/")
                length += 1 + UnsafeMutableBufferPointer(rebasing: buffer[(length + 1)...]).initialize(from: segment.utf8).1
            }
            return length
        }
    }
    /// The path's segments, split on `/` before decoding, so an encoded `%2F` stays inside its segment.
    public var pathSegments: [String]
    /// The query's items in order.
    public var queryItems: [QueryItem]
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body bytes, empty when the request had none.
    public var body: [UInt8]
    /// The client's IP address, as text.
    public var clientAddress: String
    /// The id this server gave the request; it is sent back as `X-Request-Id` and in error bodies.
    public var requestID: String
    /// The values of the matched route pattern's named parameters, filled in by the ``Router``.
    public var parameters: [String: String] = [:]

    /// Creates a request from a raw target such as `/a/b?c=d`; without a `requestID` a fresh one is made.
    public init(
        method: HTTPMethod,
        target: String,
        headers: HTTPHeaders = [:],
        body: [UInt8] = [],
        clientAddress: String = "127.0.0.1",
        requestID: String? = nil
    ) {
        self.method = method
        self.target = target
        let parsed = RequestTarget(target)
        self.pathSegments = parsed.pathSegments
        self.queryItems = parsed.queryItems
        self.headers = headers
        self.body = body
        self.clientAddress = clientAddress
        self.requestID = requestID ?? RequestID.next()
    }

    /// The value of the first query item named `name`.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
