/// The body of a ``Response``: bytes known up front, part of a file sent from the file itself,
/// or a stream of server-sent events.
public struct ResponseBody: Sendable {
    enum Storage: Sendable {
        case bytes(SharedBytes)
        /// `range` of the file's bytes.
        case file(OpenFile, range: Range<Int>)
        case stream(EventStream)
    }

    let storage: Storage
    /// The gzip encoding of the bytes, when a cache already made it.
    var gzipped: SharedBytes?

    /// A body of a copy of `bytes`: an array, or a buffer such as a renderer's output.
    public init(bytes: some Collection<UInt8>) {
        storage = .bytes(SharedBytes(bytes))
    }

    /// A body of the UTF-8 encoding of `text`.
    public init(_ text: String) {
        storage = .bytes(SharedBytes(text.utf8))
    }

    /// A body of bytes that `owner` holds, sent without copying them: the body keeps `owner`
    /// alive until every response made with it is sent.
    ///
    /// Unsafe: `owner` must keep `bytes` at this address, unchanged, for as long as it lives
    /// (as a renderer's finished output does). ``ResponseCache`` keeps a copy of its own instead,
    /// exactly as long as the bytes, whatever memory `owner` holds around them.
    public init(unsafeBytes bytes: UnsafeRawBufferPointer, keptAliveBy owner: any AnyObject & Sendable) {
        storage = .bytes(SharedBytes(borrowing: bytes, from: owner))
    }

    /// A body sending `shared` without copying it.
    init(shared: SharedBytes) {
        storage = .bytes(shared)
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

    /// A copy of the bytes, or `nil` for a streamed body.
    public var bytes: [UInt8]? {
        shared.map { Array($0.buffer) }
    }

    /// The same body with bytes in memory of its own: itself unless it borrows them.
    var owningItsBytes: ResponseBody {
        guard let shared, !shared.ownsBytes else { return self }
        var body = ResponseBody(shared: SharedBytes(shared.buffer))
        body.gzipped = gzipped
        return body
    }

    /// The whole of an open file, sent from the file.
    init(file: OpenFile) {
        storage = .file(file, range: 0..<file.status.size)
    }

    /// The bytes as held, or `nil` for a body of a file or a stream.
    var shared: SharedBytes? {
        if case .bytes(let shared) = storage { shared } else { nil }
    }

    /// The number of bytes, or `nil` for a streamed body.
    var count: Int? {
        switch storage {
        case .bytes(let shared): shared.count
        case .file(_, let range): range.count
        case .stream: nil
        }
    }

    /// The bytes at `range` of this body of bytes or of a file, sent without copying them.
    func part(_ range: Range<Int>) -> ResponseBody? {
        switch storage {
        case .bytes(let shared):
            ResponseBody(shared: SharedBytes(borrowing: UnsafeRawBufferPointer(rebasing: shared.buffer[range]), from: shared))
        case .file(let file, let whole):
            ResponseBody(storage: .file(file, range: (whole.lowerBound + range.lowerBound)..<(whole.lowerBound + range.upperBound)))
        case .stream:
            nil
        }
    }
}
