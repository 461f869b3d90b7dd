import ContainerUICore
import Foundation

/// Appends HTML as UTF-8 bytes to a buffer it keeps between renders.
///
/// Every byte of ContainerHTML's output goes through one writer: static markup is appended as
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
public struct HTMLWriter: Sendable {
    /// The output.
    var buffer: ByteBuffer
    var classes = ByteBuffer(capacity: 128)
    var style = ByteBuffer(capacity: 256)
    var extraStyle = ByteBuffer(capacity: 64)
    var mixCount = 0

    /// An empty writer that reserves `capacity` bytes.
    public init(capacity: Int = 16_384) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// Empties the buffer, keeping its storage for the next render.
    public mutating func reset() {
        buffer.removeAll()
        classes.removeAll()
        style.removeAll()
        extraStyle.removeAll()
        mixCount = 0
    }

    /// A copy of the bytes written so far (``count`` and ``withUnsafeBytes(_:)`` do not copy).
    public var bytes: [UInt8] { buffer.array }

    /// The number of bytes written so far.
    public var count: Int { buffer.count }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withUnsafeBufferPointer(body)
    }

    /// The bytes written so far, decoded as UTF-8.
    public var string: String { buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    /// Appends trusted static markup as it is.
    public mutating func raw(_ markup: StaticString) {
        buffer.append(markup)
    }

    /// Appends trusted bytes as they are, such as a prebuilt stylesheet.
    mutating func raw(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
    }

    /// Writes `<tag`; attributes follow until ``endStartTag()``.
    public mutating func startElement(_ tag: StaticString) {
        buffer.append(UInt8(ascii: "<"), tag)
    }

    /// Adds a class to the open start tag.
    public mutating func addClass(_ name: StaticString) {
        if classes.isEmpty {
            classes.append(name)
        } else {
            classes.append(UInt8(ascii: " "), name)
        }
    }

    /// Writes the collected `class` and `style` attributes and `>`.
    public mutating func endStartTag() {
        flushClassAndStyle()
        buffer.append(UInt8(ascii: ">"))
    }

    /// Writes the collected `class` and `style` attributes and ` />` for an element without content.
    mutating func endVoidTag() {
        flushClassAndStyle()
        buffer.append(UInt8(ascii: ">"))
    }

    /// Writes `</tag>`.
    public mutating func endElement(_ tag: StaticString) {
        buffer.append("</", tag, ">")
    }

    private mutating func flushClassAndStyle() {
        if !classes.isEmpty {
            buffer.append(" class=\"", classes, "\"")
            classes.removeAll()
        }
        style.append(contentsOf: extraStyle)
        extraStyle.removeAll()
        mixCount = 0
        if !style.isEmpty {
            buffer.append(" style=\"", style, "\"")
            style.removeAll()
        }
    }
}
