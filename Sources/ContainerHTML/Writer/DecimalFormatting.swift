import ContainerUICore
import Foundation

/// Formats numbers for CSS, SVG and JSON as bytes: at most three decimals, no trailing zeros,
/// `0` rather than `-0`, and never `inf` or `nan` (non-finite values become `0`; callers that
/// mean "unbounded" handle infinity before formatting).
enum DecimalFormatting {
    /// The largest magnitude written; beyond it values are clamped.
    static let limit = 1e12

    /// Appends `value` rounded to three decimals.
    static func append<Sink: ByteSink>(_ value: Double, to bytes: inout Sink) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let clamped = min(max(value, -limit), limit)
        var thousandths = Int64((clamped * 1000).rounded())
        if thousandths == 0 { return bytes.append(UInt8(ascii: "0")) }
        if thousandths < 0 {
            bytes.append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        appendDigits(UInt64(thousandths / 1000), to: &bytes)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: Int64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// Appends a non-negative or negative integer.
    static func append<Sink: ByteSink>(_ value: Int, to bytes: inout Sink) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt64(value.magnitude), to: &bytes)
    }

    private static func appendDigits<Sink: ByteSink>(_ value: UInt64, to bytes: inout Sink) {
        if value < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        appendDigits(value / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension HTMLWriter {
    /// Appends a number formatted by ``DecimalFormatting``.
    public mutating func number(_ value: Double) {
        DecimalFormatting.append(value, to: &buffer)
    }

    /// Appends an integer.
    public mutating func number(_ value: Int) {
        DecimalFormatting.append(value, to: &buffer)
    }

    /// Writes ` name="value"` for a number.
    public mutating func attribute(_ name: StaticString, number value: Double) {
        attributeStart(name)
        number(value)
        attributeEnd()
    }
}
