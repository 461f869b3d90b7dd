import Foundation

/// The growable byte buffer behind ``HTMLOutput`` and its `class` and `style` collectors.
///
/// Appending is a capacity check and a copy. The buffer is noncopyable: it owns its memory
/// alone, so an append never asks whether the memory is shared (that check was a runtime call
/// on every append, a tenth of the writer's instructions), and the small appends inline into
/// the writer's methods, where a static string's length is a constant.
struct ByteBuffer: ~Copyable, @unchecked Sendable {
    private var start: UnsafeMutablePointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    /// The bytes that fit before the buffer grows.
    private(set) var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Whether nothing was written.
    var isEmpty: Bool { count == 0 }

    /// Forgets the bytes, keeping the memory.
    mutating func removeAll() {
        count = 0
    }

    /// Forgets the bytes after the first `length`.
    mutating func removeLast(after length: Int) {
        precondition(length >= 0 && length <= count, "ByteBuffer.removeLast(after:) beyond the bytes written")
        count = length
    }

    /// The bytes as an array (a copy).
    var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// Calls `body` with the bytes written so far.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Appends `other`'s bytes.
    @inline(__always)
    mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        guard let base = other.baseAddress else { return }
        reserve(other.count)
        (start + count).initialize(from: base, count: other.count)
        count += other.count
    }

    /// Appends a static string's UTF-8.
    @inline(__always)
    mutating func append(_ string: StaticString) {
        reserve(string.utf8CodeUnitCount)
        put(string)
    }

    /// Appends another buffer's bytes.
    @inline(__always)
    mutating func append(contentsOf other: borrowing ByteBuffer) {
        reserve(other.count)
        (start + count).initialize(from: other.start, count: other.count)
        count += other.count
    }

    /// Appends a byte and a static string with one capacity check.
    @inline(__always)
    mutating func append(_ byte: UInt8, _ string: StaticString) {
        reserve(1 + string.utf8CodeUnitCount)
        put(byte)
        put(string)
    }

    /// Appends two or three static strings with one capacity check.
    @inline(__always)
    mutating func append(_ first: StaticString, _ second: StaticString, _ third: StaticString = "") {
        reserve(first.utf8CodeUnitCount + second.utf8CodeUnitCount + third.utf8CodeUnitCount)
        put(first)
        put(second)
        put(third)
    }

    /// Appends another buffer's bytes between two static strings with one capacity check.
    @inline(__always)
    mutating func append(_ prefix: StaticString, _ other: borrowing ByteBuffer, _ suffix: StaticString) {
        reserve(prefix.utf8CodeUnitCount + other.count + suffix.utf8CodeUnitCount)
        put(prefix)
        (start + count).initialize(from: other.start, count: other.count)
        count += other.count
        put(suffix)
    }

    /// Appends a number between two static strings with one capacity check.
    @inline(__always)
    mutating func append(_ prefix: StaticString, _ number: FormattedNumber, _ suffix: StaticString) {
        reserve(prefix.utf8CodeUnitCount + FormattedNumber.capacity + suffix.utf8CodeUnitCount)
        put(prefix)
        number.copyBlock(to: start + count)
        count += number.count
        put(suffix)
    }

    /// Writes a byte into room already reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    /// Writes a static string into room already reserved.
    @inline(__always)
    private mutating func put(_ string: StaticString) {
        (start + count).initialize(from: string.utf8Start, count: string.utf8CodeUnitCount)
        count += string.utf8CodeUnitCount
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if _slowPath(capacity - count < extra) { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let larger = Swift.max(capacity * 2, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = larger
    }
}

extension ByteBuffer: ByteSink {
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
