@testable import ContainerHTML
import ContainerUICore
import Testing

@Suite("HTMLWriter: one audited path for text, attributes and numbers")
struct HTMLWriterTests {
    @Test("Text escapes & < > and keeps quotes", arguments: [String: String]([
        ("a & b", "a &amp; b"),
        ("<script>", "&lt;script&gt;"),
        ("\"'", "\"'"),
        ("nul\u{0}", "nul\u{FFFD}"),
        ("bell\u{7}del\u{7F}c1\u{85}", "bell\u{FFFD}del\u{FFFD}c1\u{FFFD}"),
        ("tab\tline\nform\u{C}", "tab\tline\nform\u{C}"),
        ("ls\u{2028}ps\u{2029}", "ls&#x2028;ps&#x2029;"),
        ("🍎 é", "🍎 é"),
    ], uniquingKeysWith: { a, _ in a }).sorted { $0.key < $1.key })
    func text(input: String, expected: String) {
        var writer = HTMLWriter()
        writer.text(input)
        #expect(writer.string == expected)
    }

    @Test("Noncharacters become U+FFFD")
    func noncharacters() {
        var writer = HTMLWriter()
        writer.text(String(Unicode.Scalar(0xFDD0)!) + String(Unicode.Scalar(0xFFFE)!) + String(Unicode.Scalar(0x1FFFF)!))
        #expect(writer.string == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test("Attributes also escape both quotes")
    func attribute() {
        var writer = HTMLWriter()
        writer.startElement("a")
        writer.attribute("title", "\"'><img src=x onerror=y>&")
        writer.endStartTag()
        #expect(writer.string == "<a title=\"&quot;&#39;&gt;&lt;img src=x onerror=y&gt;&amp;\">")
    }

    @Test("Class and style are collected and written once, in order")
    func classAndStyle() {
        var writer = HTMLWriter()
        writer.startElement("div")
        writer.attribute("data-node", "0.1")
        writer.addClass("cui-a")
        writer.styleVar("--cui-gap", px: 8)
        writer.addClass("cui-b")
        writer.endStartTag()
        writer.endElement("div")
        #expect(writer.string == #"<div data-node="0.1" class="cui-a cui-b" style="--cui-gap:8px;"></div>"#)
    }

    @Test("Numbers: three decimals at most, no -0, inf or nan", arguments: [(Double, String)]([
        (8.0, "8"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (1.0 / 3.0, "0.333"), (-2.5, "-2.5"), (0.0004, "0"),
        (-0.0004, "0"), (Double.infinity, "0"), (Double.nan, "0"), (1e20, "1000000000000"), (12.3456, "12.346"),
        (0.005, "0.005"), (0.05, "0.05"), (100.25, "100.25"), (-0.0006, "-0.001"), (999.9996, "1000"),
        (-1e20, "-1000000000000"), (-Double.infinity, "0"), (150, "150"), (-7, "-7"), (0.5, "0.5"),
    ]))
    func numbers(value: Double, expected: String) {
        var writer = HTMLWriter()
        writer.number(value)
        #expect(writer.string == expected)
        // The style methods format in place with their unit: the same digits.
        writer.reset()
        writer.startElement("i")
        writer.styleVar("--x", px: value)
        writer.styleVar("--y", number: value)
        writer.endStartTag()
        #expect(writer.string == "<i style=\"--x:\(expected)px;--y:\(expected);\">")
    }

    @Test("Integers, to the extremes", arguments: [(Int, String)]([
        (0, "0"), (7, "7"), (-42, "-42"), (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ]))
    func integers(value: Int, expected: String) {
        var writer = HTMLWriter()
        writer.number(value)
        #expect(writer.string == expected)
    }

    @Test("A copied writer is a separate value, even with a start tag open")
    func copies() {
        var first = HTMLWriter()
        first.startElement("div")
        first.addClass("cui-a")
        first.styleVar("--cui-gap", px: 8)
        var second = first
        second.addClass("cui-b")
        second.endStartTag()
        first.endStartTag()
        first.text("one")
        #expect(first.string == #"<div class="cui-a" style="--cui-gap:8px;">one"#)
        #expect(second.string == #"<div class="cui-a cui-b" style="--cui-gap:8px;">"#)
        let third = second
        renderHTML(resolve(Text("two")), into: &second)
        #expect(third.string == #"<div class="cui-a cui-b" style="--cui-gap:8px;">"#)
        #expect(second.string.hasPrefix(third.string) && second.string.contains("two"))
    }

    @Test("finish() hands the bytes over; a copy that writes again gets its own")
    func finish() {
        var writer = HTMLWriter(capacity: 64)
        renderHTML(resolve(Text("one")), into: &writer)
        var copy = writer
        let expected = writer.string
        let html = writer.finish()
        let address = html.unsafeBytes.baseAddress
        #expect(html.string == expected && html.count == expected.utf8.count)
        renderHTML(resolve(Text(String(repeating: "two", count: 100))), into: &copy)
        #expect(copy.string.hasPrefix(expected) && copy.string.contains("two"))
        #expect(html.string == expected)
        #expect(html.unsafeBytes.baseAddress == address)
        #expect(html.withUnsafeBytes { Array($0) } == Array(expected.utf8))
    }

    @Test("reset() keeps the buffer for the next render")
    func reuse() {
        var writer = HTMLWriter(capacity: 64)
        writer.text(String(repeating: "x", count: 1000))
        let capacity = writer.output.buffer.capacity
        #expect(capacity >= 1000)
        writer.reset()
        #expect(writer.bytes.isEmpty)
        #expect(writer.output.buffer.capacity == capacity)
    }
}
