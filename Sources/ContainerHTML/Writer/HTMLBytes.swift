/// A writer's finished output, handed over without a copy (``HTMLWriter/finish()``): the bytes
/// stay at one address, unchanged, for as long as this object lives, so a server can send them
/// straight from it.
///
/// ```swift
/// var writer = HTMLWriter()
/// renderHTMLDocument(page, into: &writer)
/// let html = writer.finish()
/// let body = ResponseBody(unsafeBytes: html.unsafeBytes, keptAliveBy: html)  // MicroHTTP
/// ```
public final class HTMLBytes: Sendable {
    /// The writer's storage, which nothing writes to again: a writer that shared it copies it
    /// before its next write, since this object holds a reference too.
    private let storage: HTMLWriter.Storage

    init(_ storage: HTMLWriter.Storage) {
        self.storage = storage
    }

    /// The number of bytes.
    public var count: Int { storage.output.count }

    /// Calls `body` with the bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.output.withUnsafeBytes(body)
    }

    /// The bytes, at an address that stays valid, with the same contents, as long as this object
    /// lives (a buffer's memory moves only when it grows, and nothing writes to it again).
    public var unsafeBytes: UnsafeRawBufferPointer {
        storage.output.withUnsafeBytes { UnsafeRawBufferPointer($0) }
    }

    /// The bytes decoded as UTF-8.
    public var string: String { storage.output.string }
}
