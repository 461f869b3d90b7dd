/// Keeps finished responses, such as rendered pages, with their gzip variant and an `ETag`,
/// so each page is rendered and compressed once and revalidations get `304`.
///
/// Only `200` responses with a byte body are kept, in memory of their own (a body that borrows
/// a renderer's buffer is copied once, to its exact length). The oldest entry is dropped when the
/// cache is full.
///
/// ```swift
/// let pages = ResponseCache(capacity: 128)
/// router.get("/gallery/{name}") { request in
///     try pages.response(for: request.path) { .html(try renderGallery(request.parameters["name"]!)) }
/// }
/// pages.removeAll()   // after the content changes
/// ```
public final class ResponseCache: Sendable {
    private struct State {
        var entries: [String: Response] = [:]
        var order: [String] = []
    }

    private let capacity: Int
    private let state = Locked(State())

    /// Creates a cache that holds up to `capacity` responses; `0` keeps none, so every request
    /// makes its response anew.
    public init(capacity: Int = 256) {
        precondition(capacity >= 0, "ResponseCache: capacity must not be negative")
        self.capacity = capacity
    }

    /// The cached response for `key`, or the one `make` returns, which is cached if it is a `200`.
    public func response(for key: String, make: () throws -> Response) rethrows -> Response {
        guard capacity > 0 else { return try make() }
        if let cached = state.withLock({ $0.entries[key] }) {
            return cached
        }
        var response = try make()
        guard response.status == .ok, let shared = response.body.shared else { return response }
        response.body = response.body.owningItsBytes.precompressed(contentType: response.headers["Content-Type"])
        if response.headers["ETag"] == nil {
            response.headers["ETag"] = "\"" + String(Self.fingerprint(shared.buffer), radix: 16) + "\""
        }
        let stored = response
        state.withLock { state in
            if state.entries.updateValue(stored, forKey: key) == nil {
                state.order.append(key)
            }
            if state.order.count > capacity {
                state.entries[state.order.removeFirst()] = nil
            }
        }
        return response
    }

    /// Forgets the response for `key`.
    public func removeValue(forKey key: String) {
        state.withLock { state in
            if state.entries.removeValue(forKey: key) != nil {
                state.order.removeAll { $0 == key }
            }
        }
    }

    /// Forgets every response.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The number of responses held.
    public var count: Int {
        state.withLock { $0.entries.count }
    }

    /// FNV-1a, 64-bit: a stable fingerprint of the body for its `ETag`.
    private static func fingerprint(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
