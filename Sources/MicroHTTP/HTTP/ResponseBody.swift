/// The body of a ``Response``: bytes known up front, or a stream of server-sent events.
public struct ResponseBody: Sendable {
    enum Storage: Sendable {
        case bytes([UInt8])
        case stream(EventStream)
    }

    let storage: Storage
    /// The gzip encoding of the bytes, when a cache already made it.
    var gzipped: [UInt8]?

    /// A body of `bytes`.
    public init(bytes: [UInt8]) {
        storage = .bytes(bytes)
    }

    /// A body of the UTF-8 encoding of `text`.
    public init(_ text: String) {
        storage = .bytes(Array(text.utf8))
    }

    /// No body.
    public static let empty = ResponseBody(bytes: [])

    /// A streamed body fed by `stream`; its length is unknown, so it is sent chunked.
    public static func stream(_ stream: EventStream) -> ResponseBody {
        ResponseBody(storage: .stream(stream))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The bytes, or `nil` for a streamed body.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = storage { bytes } else { nil }
    }
}
