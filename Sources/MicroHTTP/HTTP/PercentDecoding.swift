/// Decodes `%XX` escapes (RFC 3986 §2.1); a malformed escape is kept as written.
enum PercentDecoding {
    /// Decodes the UTF-8 bytes `utf8` once; invalid UTF-8 in the result becomes U+FFFD.
    static func decode(_ utf8: Slice<UnsafeBufferPointer<UInt8>>, plusAsSpace: Bool = false) -> String {
        let plus = UInt8(ascii: "+")
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == plus) }) else {
            return String(decoding: utf8, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.endIndex,
               let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(plusAsSpace && byte == plus ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
