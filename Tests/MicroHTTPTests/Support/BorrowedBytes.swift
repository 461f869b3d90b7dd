/// Bytes held by an object, for bodies that borrow them.
final class BorrowedBytes: Sendable {
    private nonisolated(unsafe) let storage: UnsafeMutableRawBufferPointer

    init(_ text: String) {
        storage = .allocate(byteCount: text.utf8.count, alignment: 1)
        storage.copyBytes(from: text.utf8)
    }

    deinit { storage.deallocate() }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }
}
