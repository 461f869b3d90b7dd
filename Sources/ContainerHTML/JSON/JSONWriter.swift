import ContainerUICore
import Foundation

/// Appends JSON as UTF-8 bytes to a buffer it keeps between encodes, placing commas itself.
///
/// Strings escape `"` `\` and control characters, and also `<`, `>`, `&`, U+2028 and U+2029, so
/// the output can be embedded in HTML; NUL is written `\u0000`, never as a raw byte. Numbers are
/// rounded to three decimals; infinities are written as the strings `"infinity"`/`"-infinity"`.
public struct JSONWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = []

    /// An empty writer.
    public init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        needsComma.removeAll(keepingCapacity: true)
    }

    /// The bytes as text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Opens an object.
    public mutating func beginObject() { value(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    /// Closes an object.
    public mutating func endObject() { needsComma.removeLast(); bytes.append(UInt8(ascii: "}")) }
    /// Opens an array.
    public mutating func beginArray() { value(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    /// Closes an array.
    public mutating func endArray() { needsComma.removeLast(); bytes.append(UInt8(ascii: "]")) }

    /// Writes an object key; the value follows.
    public mutating func key(_ name: StaticString) {
        value()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
    }

    /// Writes a key given at run time, escaped.
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
    }

    /// Writes a string.
    public mutating func string(_ text: String) {
        value()
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x26, 0x3C, 0x3E, 0x2028, 0x2029: unicodeEscape(scalar.value)
            default: UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a number.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return string(value.isNaN ? "nan" : value > 0 ? "infinity" : "-infinity") }
        self.value()
        DecimalFormatting.append(value, to: &bytes)
    }

    /// Writes an integer.
    public mutating func number(_ value: Int) {
        self.value()
        DecimalFormatting.append(value, to: &bytes)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        self.value()
        (value ? "true" as StaticString : "false").withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `null`.
    public mutating func null() {
        value()
        ("null" as StaticString).withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func value() {
        guard let last = needsComma.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) }
        needsComma[needsComma.count - 1] = true
    }

    private mutating func unicodeEscape(_ value: UInt32) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
