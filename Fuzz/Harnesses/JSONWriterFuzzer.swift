import ContainerUI
import Foundation

/// libFuzzer entry for the JSON writer: the input becomes a key, a string value and, read as
/// eight-byte doubles, numbers; the output must parse as JSON, read back as the input, and
/// carry no `<`, `>` or `&` that could close a script element.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: input, as: UTF8.self)
    var writer = JSONWriter()
    writer.beginObject()
    writer.key(text)
    writer.string(text)
    writer.key("numbers")
    writer.beginArray()
    var index = 0
    while index + 8 <= size {
        var bits: UInt64 = 0
        for offset in 0..<8 { bits = bits << 8 | UInt64(input[index + offset]) }
        writer.number(Double(bitPattern: bits))
        writer.number(Int(truncatingIfNeeded: bits))
        index += 8
    }
    writer.endArray()
    writer.endObject()
    check(!writer.bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") },
                 "raw < > or & for \(text.debugDescription)")
    let parsed = try? JSONSerialization.jsonObject(with: Data(writer.bytes), options: [])
    guard let object = parsed as? [String: Any] else {
        fatalError("not JSON: \(writer.string.prefix(300).debugDescription)")
    }
    if text != "numbers" {
        check(object[text] as? String == text, "\(text.debugDescription) read back as \(String(describing: object[text]))")
    }

    let tree = renderJSON(VStack { Text(verbatim: text) })
    check((try? JSONSerialization.jsonObject(with: Data(tree.utf8))) != nil, "renderJSON is not JSON for \(text.debugDescription)")
    return 0
}
