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
    /// The bytes written so far.
    public internal(set) var bytes: [UInt8]
    var classes: [UInt8] = []
    var style: [UInt8] = []
    var extraStyle: [UInt8] = []
    var mixCount = 0

    /// An empty writer that reserves `capacity` bytes.
    public init(capacity: Int = 16_384) {
        bytes = []
        bytes.reserveCapacity(capacity)
        classes.reserveCapacity(128)
        style.reserveCapacity(256)
    }

    /// Empties the buffer, keeping its storage for the next render.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        style.removeAll(keepingCapacity: true)
        extraStyle.removeAll(keepingCapacity: true)
        mixCount = 0
    }

    /// The bytes written so far, decoded as UTF-8.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends trusted static markup as it is.
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends trusted bytes as they are, such as a prebuilt stylesheet.
    mutating func raw(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    /// Writes `<tag`; attributes follow until ``endStartTag()``.
    public mutating func startElement(_ tag: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        raw(tag)
    }

    /// Adds a class to the open start tag.
    public mutating func addClass(_ name: StaticString) {
        if !classes.isEmpty { classes.append(UInt8(ascii: " ")) }
        name.withUTF8Buffer { classes.append(contentsOf: $0) }
    }

    /// Writes the collected `class` and `style` attributes and `>`.
    public mutating func endStartTag() {
        flushClassAndStyle()
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes the collected `class` and `style` attributes and ` />` for an element without content.
    mutating func endVoidTag() {
        flushClassAndStyle()
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes `</tag>`.
    public mutating func endElement(_ tag: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        raw(tag)
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func flushClassAndStyle() {
        if !classes.isEmpty {
            raw(" class=\"")
            bytes.append(contentsOf: classes)
            bytes.append(UInt8(ascii: "\""))
            classes.removeAll(keepingCapacity: true)
        }
        style.append(contentsOf: extraStyle)
        extraStyle.removeAll(keepingCapacity: true)
        mixCount = 0
        if !style.isEmpty {
            raw(" style=\"")
            bytes.append(contentsOf: style)
            bytes.append(UInt8(ascii: "\""))
            style.removeAll(keepingCapacity: true)
        }
    }
}
