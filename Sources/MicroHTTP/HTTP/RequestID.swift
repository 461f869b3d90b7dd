import Synchronization

/// Makes request ids: a random per-process prefix and a counter, so ids are unique and cheap.
enum RequestID {
    private static let prefix = UInt32.random(in: .min ... .max)
    private static let counter = Atomic<UInt64>(0)

    /// The next id, for example `09f3a1c2-1b`: eight hex digits of the prefix, a dash and the
    /// counter in hex. Written digit by digit, so the first 16 million ids fit a small string and
    /// allocate nothing.
    static func next() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        let counterDigits = max(1, (UInt64.bitWidth - number.leadingZeroBitCount + 3) / 4)
        return String(unsafeUninitializedCapacity: 9 + counterDigits) { buffer in
            write(UInt64(prefix), digits: 8, into: buffer[..<8])
            buffer[8] = UInt8(ascii: "-")
            write(number, digits: counterDigits, into: buffer[9...])
            return 9 + counterDigits
        }
    }

    /// `value`'s lowest `digits` hex digits, most significant first, at the start of `slot`.
    private static func write(_ value: UInt64, digits: Int, into slot: Slice<UnsafeMutableBufferPointer<UInt8>>) {
        for position in 0..<digits {
            let nibble = UInt8(truncatingIfNeeded: value >> (4 * UInt64(digits - 1 - position))) & 0xF
            slot.base[slot.startIndex + position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
    }
}
