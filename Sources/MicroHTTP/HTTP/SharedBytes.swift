/// Immutable bytes, shared by every response that sends them: in memory of their own, or in
/// memory another object holds and keeps unchanged (a renderer's finished output).
///
/// libmicrohttpd sends a body straight from this memory and holds a reference until it is done
/// with it, so a cached page or file is never copied per request. The memory is written once,
/// before this object exists or in `init`, and only read afterwards, which is what makes sharing
/// it between threads safe.
final class SharedBytes: @unchecked Sendable {
    private let start: UnsafeRawPointer
    /// The number of bytes.
    let count: Int
    /// The object that holds borrowed bytes, kept alive with them; `nil` when this object
    /// allocated them, and frees them.
    private let owner: (any AnyObject & Sendable)?

    /// A copy of `bytes`.
    init(_ bytes: some Collection<UInt8>) {
        // One byte at least, so that even an empty body has an address to hand to C.
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        if bytes.withContiguousStorageIfAvailable({ storage.copyBytes(from: $0) }) == nil {
            storage.copyBytes(from: bytes)
        }
        start = UnsafeRawPointer(storage.baseAddress!)
        count = bytes.count
        owner = nil
    }

    /// `bytes`, not copied: they belong to `owner`, which must keep them at this address,
    /// unchanged, for as long as it lives. Empty bytes are given memory of their own instead.
    convenience init(borrowing bytes: UnsafeRawBufferPointer, from owner: any AnyObject & Sendable) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            self.init(EmptyCollection())
            return
        }
        self.init(start: base, count: bytes.count, owner: owner)
    }

    private init(start: UnsafeRawPointer, count: Int, owner: any AnyObject & Sendable) {
        self.start = start
        self.count = count
        self.owner = owner
    }

    deinit {
        if owner == nil { UnsafeMutableRawPointer(mutating: start).deallocate() }
    }

    /// Whether the bytes are in memory of this object's own rather than borrowed.
    var ownsBytes: Bool { owner == nil }

    /// The bytes, valid as long as this object lives.
    var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start, count: count)
    }
}
