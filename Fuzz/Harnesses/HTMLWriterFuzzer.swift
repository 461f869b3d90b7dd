import ContainerUI
import Foundation

/// libFuzzer entry for the HTML writer: the input becomes element text, an attribute value, a
/// link's destination and the text of a rendered view. Escaped text must read back as the input
/// (with the characters HTML forbids replaced), never add markup, and unsafe URLs must not
/// become an `href`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var writer = HTMLWriter()
    writer.startElement("p")
    writer.attribute("title", text)
    writer.endStartTag()
    writer.text(text)
    writer.endElement("p")
    let bytes = writer.bytes
    check(count(UInt8(ascii: "<"), in: bytes) == 2 && count(UInt8(ascii: ">"), in: bytes) == 2, "markup added by \(text.debugDescription)")
    let prefix = Array(#"<p title=""#.utf8)
    check(bytes.starts(with: prefix), "the start tag changed for \(text.debugDescription)")
    let value = bytes[prefix.count...]
    guard let quote = value.firstIndex(of: UInt8(ascii: "\"")), quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: ">") else {
        fatalError("the attribute value of \(text.debugDescription) does not end the tag")
    }
    let attribute = String(decoding: value[..<quote], as: UTF8.self)
    let element = String(decoding: bytes[(quote + 2)..<(bytes.count - 4)], as: UTF8.self)
    let expected = readable(text)
    check(unescape(attribute) == expected, "attribute reads back as \(unescape(attribute).debugDescription)")
    check(unescape(element) == expected, "text reads back as \(unescape(element).debugDescription)")

    let view = VStack { Text(verbatim: text); Link(text, destination: URL(string: "https://example.com/")!) }
    let html = Array(renderHTML(view).utf8)
    check(count(UInt8(ascii: "<"), in: html) == baselineTags, "rendering \(text.debugDescription) added markup")
    if let url = URL(string: text) {
        let link = renderHTML(Link("x", destination: url))
        let scheme = url.scheme?.lowercased() ?? ""
        if !["", "http", "https", "mailto"].contains(scheme) {
            check(!link.contains("href="), "\(text.debugDescription) became an href")
        }
    }
    return 0
}

private let baselineTags: Int = {
    let view = VStack { Text(verbatim: "x"); Link("x", destination: URL(string: "https://example.com/")!) }
    return count(UInt8(ascii: "<"), in: Array(renderHTML(view).utf8))
}()

private func count(_ byte: UInt8, in bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == byte ? 1 : 0) }
}

/// `text` as the writer may show it: forbidden controls and noncharacters become U+FFFD.
private func readable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        let value = scalar.value
        let allowed = [0x09, 0x0A, 0x0C, 0x0D].contains(value)
            || !(value < 0x20 || (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE)
        scalars.append(allowed ? scalar : "\u{FFFD}")
    }
    return String(scalars)
}

/// Replaces the writer's character references, byte by byte: a `;` followed by a combining mark
/// is one `Character`, so `Character`-based replacement would miss the reference.
private func unescape(_ text: String) -> String {
    let references: [(entity: [UInt8], character: [UInt8])] = [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x2028;", "\u{2028}"),
        ("&#x2029;", "\u{2029}"), ("&amp;", "&"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
    var rest = Array(text.utf8)[...]
    var result: [UInt8] = []
    while let byte = rest.first {
        if let reference = references.first(where: { rest.starts(with: $0.entity) }) {
            result += reference.character
            rest = rest.dropFirst(reference.entity.count)
        } else {
            result.append(byte)
            rest = rest.dropFirst()
        }
    }
    return String(decoding: result, as: UTF8.self)
}
