import ContainerUICore
import Foundation

/// Appends HTML as UTF-8 bytes to a buffer it keeps between renders.
///
/// Every byte of ContainerHTML's output goes through a writer: static markup is appended as
/// `StaticString` bytes, user text only through ``text(_:)`` and the attribute methods, which
/// escape it, and numbers only through ``number(_:)``. An element's `class` and `style` are
/// collected while its start tag is open and written when it closes, so renderers can add
/// classes and custom properties in any order without building strings.
///
/// ```swift
/// var writer = HTMLWriter()
/// writer.startElement("p")
/// writer.addClass("cui-t")
/// writer.endStartTag()
/// writer.text("Fish & chips")
/// writer.endElement("p")
/// print(writer.string) // <p class="cui-t">Fish &amp; chips</p>
/// ```
///
/// A writer is a value: a copy shares the bytes until one of them writes. The renderers write
/// into its storage directly, with that check made once a render instead of once a write.
public struct HTMLWriter: Sendable {
    /// The output, shared by copies of the writer until one of them writes.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var output: HTMLOutput

        init(_ output: consuming HTMLOutput) {
            self.output = output
        }
    }

    private var storage: Storage

    /// An empty writer that reserves `capacity` bytes.
    public init(capacity: Int = 16_384) {
        storage = Storage(HTMLOutput(capacity: capacity))
    }

    /// Runs `body` on this writer's output, first giving the writer its own if a copy shares it.
    mutating func withOutput<R>(_ body: (inout HTMLOutput) throws -> R) rethrows -> R {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.output.copy()) }
        return try body(&storage.output)
    }

    /// The output, to read.
    var output: HTMLOutput {
        _read { yield storage.output }
    }

    /// Ends the writing and hands the bytes over without copying them: they stay in the result,
    /// unchanged, for as long as it lives. A copy of this writer that writes again gets bytes of
    /// its own first.
    public consuming func finish() -> HTMLBytes {
        HTMLBytes(storage)
    }

    /// Empties the buffer, keeping its storage for the next render.
    public mutating func reset() { withOutput { $0.reset() } }

    /// A copy of the bytes written so far (``count`` and ``withUnsafeBytes(_:)`` do not copy).
    public var bytes: [UInt8] { output.bytes }

    /// The number of bytes written so far.
    public var count: Int { output.count }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try output.withUnsafeBytes(body)
    }

    /// The bytes written so far, decoded as UTF-8.
    public var string: String { output.string }

    /// Appends trusted static markup as it is.
    public mutating func raw(_ markup: StaticString) { withOutput { $0.raw(markup) } }

    /// Writes `<tag`; attributes follow until ``endStartTag()``.
    public mutating func startElement(_ tag: StaticString) { withOutput { $0.startElement(tag) } }

    /// Adds a class to the open start tag.
    public mutating func addClass(_ name: StaticString) { withOutput { $0.addClass(name) } }

    /// Writes the collected `class` and `style` attributes and `>`.
    public mutating func endStartTag() { withOutput { $0.endStartTag() } }

    /// Writes `</tag>`.
    public mutating func endElement(_ tag: StaticString) { withOutput { $0.endElement(tag) } }

    /// Appends `string` as escaped element text.
    public mutating func text(_ string: String) { withOutput { $0.text(string) } }

    /// Writes ` name="value"` with `value` escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) { withOutput { $0.attribute(name, value) } }

    /// Writes ` name="value"` for a trusted static value.
    public mutating func attribute(_ name: StaticString, static value: StaticString) {
        withOutput { $0.attribute(name, static: value) }
    }

    /// Writes ` name="value"` for a number.
    public mutating func attribute(_ name: StaticString, number value: Double) {
        withOutput { $0.attribute(name, number: value) }
    }

    /// Writes a boolean attribute: ` name`.
    public mutating func attribute(_ name: StaticString) { withOutput { $0.attribute(name) } }

    /// Writes ` name="` so that a value can be appended in pieces.
    public mutating func attributeStart(_ name: StaticString) { withOutput { $0.attributeStart(name) } }

    /// Appends escaped text to an attribute value opened with ``attributeStart(_:)``.
    public mutating func attributeText(_ value: String) { withOutput { $0.attributeText(value) } }

    /// Closes an attribute value opened with ``attributeStart(_:)``.
    public mutating func attributeEnd() { withOutput { $0.attributeEnd() } }

    /// Appends a number: at most three decimals, no trailing zeros, `0` for `-0` and for values
    /// that are not finite.
    public mutating func number(_ value: Double) { withOutput { $0.number(value) } }

    /// Appends an integer.
    public mutating func number(_ value: Int) { withOutput { $0.number(value) } }

    /// Adds `name:<value>px;` to the open start tag's `style`.
    public mutating func styleVar(_ name: StaticString, px value: Double) { withOutput { $0.styleVar(name, px: value) } }

    /// Adds `name:<value>;` for a unitless number.
    public mutating func styleVar(_ name: StaticString, number value: Double) {
        withOutput { $0.styleVar(name, number: value) }
    }

    /// Adds `name:<value>;` for a static keyword or expression.
    public mutating func styleVar(_ name: StaticString, static value: StaticString) {
        withOutput { $0.styleVar(name, static: value) }
    }

    /// Starts `name:` in the `style`; the value follows through the other `style` methods.
    public mutating func styleVarStart(_ name: StaticString) { withOutput { $0.styleVarStart(name) } }

    /// Appends a static piece of a `style` value.
    public mutating func styleRaw(_ value: StaticString) { withOutput { $0.styleRaw(value) } }

    /// Appends a number to a `style` value.
    public mutating func styleNumber(_ value: Double) { withOutput { $0.styleNumber(value) } }

    /// Appends an integer to a `style` value.
    public mutating func styleNumber(_ value: Int) { withOutput { $0.styleNumber(value) } }

    /// Appends a number followed by `px` to a `style` value.
    public mutating func stylePx(_ value: Double) { withOutput { $0.stylePx(value) } }

    /// Ends a `style` value with `;`.
    public mutating func styleVarEnd() { withOutput { $0.styleVarEnd() } }
}
