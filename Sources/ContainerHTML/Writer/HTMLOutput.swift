import ContainerUICore
import Foundation

/// The bytes ContainerHTML writes, and the methods that write them: the implementation behind
/// the public ``HTMLWriter``.
///
/// Every byte of ContainerHTML's output goes through it: static markup is appended as
/// `StaticString` bytes, user text only through ``text(_:)`` and the attribute methods, which
/// escape it, and numbers only through ``number(_:)``. An element's `class` and `style` are
/// collected while its start tag is open and written when it closes, so renderers can add
/// classes and custom properties in any order without building strings.
///
/// It is noncopyable and owns its buffers alone, so that the renderer, which holds it for a whole
/// render, appends without asking whether the memory is shared; ``HTMLWriter`` gives users a
/// copyable value around it.
struct HTMLOutput: ~Copyable, Sendable {
    /// The output.
    var buffer: ByteBuffer
    var classes = ByteBuffer(capacity: 128)
    var style = ByteBuffer(capacity: 256)
    var extraStyle = ByteBuffer(capacity: 64)
    var mixCount = 0

    /// An empty output that reserves `capacity` bytes.
    init(capacity: Int = 16_384) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// A separate output with the same bytes and the same open start tag.
    func copy() -> HTMLOutput {
        var copy = HTMLOutput(capacity: buffer.capacity)
        copy.buffer.append(contentsOf: buffer)
        copy.classes.append(contentsOf: classes)
        copy.style.append(contentsOf: style)
        copy.extraStyle.append(contentsOf: extraStyle)
        copy.mixCount = mixCount
        return copy
    }

    /// Empties the buffer, keeping its storage for the next render.
    mutating func reset() {
        buffer.removeAll()
        classes.removeAll()
        style.removeAll()
        extraStyle.removeAll()
        mixCount = 0
    }

    /// A copy of the bytes written so far (``count`` and ``withUnsafeBytes(_:)`` do not copy).
    var bytes: [UInt8] { buffer.array }

    /// The number of bytes written so far.
    var count: Int { buffer.count }

    /// Takes back the bytes written after the first `length` (none may be pending in a start
    /// tag) and returns them.
    mutating func takeBytes(after length: Int) -> [UInt8] {
        let taken = buffer.withUnsafeBufferPointer { Array($0[length...]) }
        buffer.removeLast(after: length)
        return taken
    }

    /// Calls `body` with the bytes written so far, without copying them.
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withUnsafeBufferPointer(body)
    }

    /// The bytes written so far, decoded as UTF-8.
    var string: String { buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    /// Appends trusted static markup as it is.
    @inline(__always)
    mutating func raw(_ markup: StaticString) {
        buffer.append(markup)
    }

    /// Appends trusted bytes as they are, such as a prebuilt stylesheet.
    mutating func raw(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
    }

    /// Writes `<tag`; attributes follow until ``endStartTag()``.
    @inline(__always)
    mutating func startElement(_ tag: StaticString) {
        buffer.append(UInt8(ascii: "<"), tag)
    }

    /// Adds a class to the open start tag.
    @inline(__always)
    mutating func addClass(_ name: StaticString) {
        if classes.isEmpty {
            classes.append(name)
        } else {
            classes.append(UInt8(ascii: " "), name)
        }
    }

    /// Writes the collected `class` and `style` attributes and `>`.
    mutating func endStartTag() {
        flushClassAndStyle()
        buffer.append(UInt8(ascii: ">"))
    }

    /// Writes the collected `class` and `style` attributes and ` />` for an element without content.
    mutating func endVoidTag() {
        flushClassAndStyle()
        buffer.append(UInt8(ascii: ">"))
    }

    /// Writes `</tag>`.
    @inline(__always)
    mutating func endElement(_ tag: StaticString) {
        buffer.append("</", tag, ">")
    }

    private mutating func flushClassAndStyle() {
        if !classes.isEmpty {
            buffer.append(" class=\"", classes, "\"")
            classes.removeAll()
        }
        if !extraStyle.isEmpty {
            style.append(contentsOf: extraStyle)
            extraStyle.removeAll()
            mixCount = 0
        }
        if !style.isEmpty {
            buffer.append(" style=\"", style, "\"")
            style.removeAll()
        }
    }
}
