/// A node's path id while ids are assigned: ASCII bytes in one buffer reused for the whole tree,
/// extended by a segment per level and cut back after it, from which each node's id `String` is
/// made directly (no array of bytes per level, no repair pass over them).
package struct IDPath: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The length of the path, in bytes; setting a smaller one cuts the path back to an ancestor's.
    package var count: Int

    /// A path starting as `root`.
    package init(_ root: String) {
        capacity = Swift.max(64, root.utf8.count * 2)
        bytes = .allocate(capacity: capacity)
        count = 0
        for byte in root.utf8 { append(byte) }
    }

    deinit { bytes.deallocate() }

    /// The path as a `String`.
    package var string: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.update(from: bytes, count: count)
            return count
        }
    }

    /// Appends the segment of child `index`: `.index`, or `.mindex` for the modifier at `index`.
    package mutating func appendSegment(_ index: Int, modifier: Bool = false) {
        append(UInt8(ascii: "."))
        if modifier { append(UInt8(ascii: "m")) }
        var digits = 1, power = 10
        while index >= power, digits < 19 { digits += 1; power &*= 10 }
        reserve(digits)
        var rest = index, position = count + digits
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        count += digits
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (count + extra))
        grown.update(from: bytes, count: count)
        bytes.deallocate()
        bytes = grown
        capacity = 2 * (count + extra)
    }
}
