import ContainerUICore
import Foundation

/// Formats numbers for CSS, SVG and JSON as bytes: at most three decimals, no trailing zeros,
/// `0` rather than `-0`, and never `inf` or `nan` (non-finite values become `0`; callers that
/// mean "unbounded" handle infinity before formatting).
///
/// A number is formatted on the stack (``FormattedNumber``) and appended with one copy, so a
/// sink checks its capacity once a number rather than once a digit.
enum DecimalFormatting {
    /// The largest magnitude written; beyond it values are clamped.
    static let limit = 1e12

    /// Appends `value` rounded to three decimals.
    static func append<Sink: ByteSink & ~Copyable>(_ value: Double, to bytes: inout Sink) {
        FormattedNumber(value).withUnsafeBufferPointer { bytes.appendBytes($0) }
    }

    /// Appends a non-negative or negative integer.
    static func append<Sink: ByteSink & ~Copyable>(_ value: Int, to bytes: inout Sink) {
        FormattedNumber(value).withUnsafeBufferPointer { bytes.appendBytes($0) }
    }
}

/// The bytes of one number as ``DecimalFormatting`` writes it, held in place.
struct FormattedNumber {
    /// Room for the longest number: a sign, 20 digits, a point and three decimals.
    static let capacity = 32
    /// The digits, right-aligned in the first ``capacity`` bytes; the rest is room for
    /// ``copyBlock(to:)`` to read a whole block past the number's end.
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many bytes the number takes.
    private(set) var count = 0

    /// `value` rounded to three decimals, clamped to ±``DecimalFormatting/limit``, `0` when not
    /// finite.
    @inline(__always)
    init(_ value: Double) {
        guard value.isFinite else {
            write(magnitude: 0, negative: false)
            return
        }
        let clamped = min(max(value, -DecimalFormatting.limit), DecimalFormatting.limit)
        // Most lengths are whole pixels: no rounding call for them.
        let whole = Int64(clamped)
        let thousandths = Double(whole) == clamped ? whole * 1000 : Int64((clamped * 1000).rounded())
        let magnitude = thousandths.magnitude
        let fraction = magnitude % 1000
        withBytes { end in
            var start = end
            if fraction != 0 {
                // The three decimals, without trailing zeros.
                var decimals = fraction
                var length = 3
                while decimals % 10 == 0 {
                    decimals /= 10
                    length -= 1
                }
                start = Self.writeDigits(decimals, before: start)
                for _ in 0..<(length - (end - start)) {
                    start -= 1
                    start.pointee = UInt8(ascii: "0")
                }
                start -= 1
                start.pointee = UInt8(ascii: ".")
            }
            start = Self.writeDigits(magnitude / 1000, before: start)
            if thousandths < 0 {
                start -= 1
                start.pointee = UInt8(ascii: "-")
            }
            return end - start
        }
    }

    /// An integer.
    @inline(__always)
    init(_ value: Int) {
        write(magnitude: UInt64(value.magnitude), negative: value < 0)
    }

    private mutating func write(magnitude: UInt64, negative: Bool) {
        withBytes { end in
            var start = Self.writeDigits(magnitude, before: end)
            if negative {
                start -= 1
                start.pointee = UInt8(ascii: "-")
            }
            return end - start
        }
    }

    /// Calls `body` with the byte just past the storage; `body` writes the number before it and
    /// returns its length.
    @inline(__always)
    private mutating func withBytes(_ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        count = withUnsafeMutableBytes(of: &storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + Self.capacity)
        }
    }

    /// Writes the decimal digits of `value` (at least one) before `end`; returns where they start.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, before end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var value = value
        var start = end
        repeat {
            start -= 1
            start.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        } while value != 0
        return start
    }

    /// Copies ``capacity`` bytes, the number first, to `destination`, which must have room for
    /// them: a copy of constant length, done in a few moves where a copy of the number's own
    /// length would call `memcpy`. The bytes after the number are to be overwritten.
    @inline(__always)
    func copyBlock(to destination: UnsafeMutablePointer<UInt8>) {
        withUnsafeBytes(of: storage) { raw in
            destination.initialize(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + (Self.capacity - count), count: Self.capacity)
        }
    }

    /// Calls `body` with the number's bytes.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeBytes(of: storage) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return body(UnsafeBufferPointer(rebasing: bytes[(Self.capacity - count)..<Self.capacity]))
        }
    }
}

extension HTMLOutput {
    /// Appends a number formatted by ``DecimalFormatting``.
    mutating func number(_ value: Double) {
        DecimalFormatting.append(value, to: &buffer)
    }

    /// Appends an integer.
    mutating func number(_ value: Int) {
        DecimalFormatting.append(value, to: &buffer)
    }

    /// Writes ` name="value"` for a number.
    mutating func attribute(_ name: StaticString, number value: Double) {
        attributeStart(name)
        number(value)
        attributeEnd()
    }
}
