/// Immutable bytes in memory of their own, shared by every response that sends them.
///
/// libmicrohttpd sends a body straight from this memory and holds a reference until it is done
/// with it, so a cached page or file is never copied per request. The memory is written once, in
/// `init`, and only read afterwards, which is what makes sharing it between threads safe.
final class SharedBytes: @unchecked Sendable {
    private let storage: UnsafeMutableRawBufferPointer

    /// A copy of `bytes`.
    init(_ bytes: some Collection<UInt8>) {
        // One byte at least, so that even an empty body has an address to hand to C.
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        if bytes.withContiguousStorageIfAvailable({ storage.copyBytes(from: $0) }) == nil {
            storage.copyBytes(from: bytes)
        }
        self.storage = storage
        count = bytes.count
    }

    deinit {
        storage.deallocate()
    }

    /// The number of bytes.
    let count: Int

    /// The bytes, valid as long as this object lives.
    var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: storage[..<count])
    }
}
