import ContainerUICore
import Foundation

/// The one audited escaping path for user text.
///
/// Text escapes `& < >`; attribute values also escape `" '`. Code points that HTML forbids in a
/// document (NUL and the other C0 and C1 controls except tab, line feed, form feed and carriage
/// return, and the noncharacters) become U+FFFD. U+2028 and U+2029 are written as character
/// references so no raw line separator reaches the output. Lone surrogates cannot occur: a Swift
/// `String` always holds valid Unicode, so invalid UTF-8 cannot reach the writer either.
extension HTMLOutput {
    /// Appends `string` as escaped element text.
    mutating func text(_ string: String) {
        Self.escape(string, into: &buffer, quotes: false)
    }

    /// Writes ` name="value"` with `value` escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        attributeStart(name)
        attributeText(value)
        attributeEnd()
    }

    /// Writes ` name="value"` for a trusted static value.
    @inline(__always)
    mutating func attribute(_ name: StaticString, static value: StaticString) {
        attributeStart(name)
        raw(value)
        attributeEnd()
    }

    /// Writes a boolean attribute: ` name`.
    @inline(__always)
    mutating func attribute(_ name: StaticString) {
        buffer.append(UInt8(ascii: " "), name)
    }

    /// Writes ` name="` so that a value can be appended in pieces.
    @inline(__always)
    mutating func attributeStart(_ name: StaticString) {
        buffer.append(" ", name, "=\"")
    }

    /// Appends escaped text to an attribute value opened with ``attributeStart(_:)``.
    mutating func attributeText(_ value: String) {
        Self.escape(value, into: &buffer, quotes: true)
    }

    /// Closes an attribute value opened with ``attributeStart(_:)``.
    @inline(__always)
    mutating func attributeEnd() {
        buffer.append(UInt8(ascii: "\""))
    }

    static func escape(_ string: String, into bytes: inout ByteBuffer, quotes: Bool) {
        var string = string
        // Most strings (ids, labels, plain text) need no escaping: copy their UTF-8 at once.
        let wasPlain = string.withUTF8 { utf8 in
            for byte in utf8 where !isPlain(byte, quotes: quotes) { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if wasPlain { return }
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0x26: bytes.append("&amp;")
            case 0x3C: bytes.append("&lt;")
            case 0x3E: bytes.append("&gt;")
            case 0x22 where quotes: bytes.append("&quot;")
            case 0x27 where quotes: bytes.append("&#39;")
            case 0x09, 0x0A, 0x0C, 0x0D: bytes.append(UInt8(scalar.value))
            case 0x20..<0x7F: bytes.append(UInt8(scalar.value))
            case 0x2028: bytes.append("&#x2028;")
            case 0x2029: bytes.append("&#x2029;")
            default:
                if isForbidden(scalar.value) {
                    bytes.append("\u{FFFD}")
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
    }

    /// Whether `byte` is printable ASCII or allowed whitespace that is written as it is.
    @inline(__always)
    static func isPlain(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E: false
        case 0x22, 0x27: !quotes
        case 0x20..<0x7F, 0x09, 0x0A, 0x0C, 0x0D: true
        default: false
        }
    }

    /// Controls (other than the whitespace handled above) and noncharacters.
    static func isForbidden(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
