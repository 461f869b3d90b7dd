/// A header list of tokens with optional `q` weights, as in `Accept` and `Accept-Encoding`
/// (RFC 9110 §12.4.2).
struct QualityList {
    /// One listed token, lower-cased, and its weight from 0 to 1.
    struct Entry: Equatable {
        let token: String
        let quality: Double
    }

    let entries: [Entry]

    /// Parses `header`; a missing or malformed `q` counts as 1, and parameters other than `q` are ignored.
    init(_ header: String) {
        var header = header
        entries = header.withUTF8 { bytes in
            var entries: [Entry] = []
            Self.forEachElement(in: bytes) { token, parameters in
                entries.append(Entry(token: String(decoding: token, as: UTF8.self).lowercased(), quality: Self.weight(parameters)))
                return true
            }
            return entries
        }
    }

    /// The weight `header` gives a content coding such as `gzip`: its own (or its alias's) first
    /// entry, else the first `*`, else 0. Read in place, without building the list, since
    /// `Accept-Encoding` is read for every compressible response.
    static func quality(ofCoding coding: String, alias: String? = nil, in header: String) -> Double {
        var codingQuality: Double?
        var anyQuality: Double?
        var header = header
        header.withUTF8 { bytes in
            forEachElement(in: bytes) { token, parameters in
                if token.asciiCaseInsensitiveEquals(coding.utf8) || alias.map({ token.asciiCaseInsensitiveEquals($0.utf8) }) == true {
                    codingQuality = weight(parameters)
                    return false
                }
                if anyQuality == nil, token.elementsEqual("*".utf8) {
                    anyQuality = weight(parameters)
                }
                return true
            }
        }
        return codingQuality ?? anyQuality ?? 0
    }

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// Calls `body` with each element's token (without surrounding spaces; empty ones are
    /// skipped) and its parameters from the first `;`, until `body` returns `false`.
    private static func forEachElement(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ token: Bytes, _ parameters: Bytes) -> Bool) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
            let element = bytes[start..<end]
            start = end + 1
            let semicolon = element.firstIndex(of: UInt8(ascii: ";")) ?? element.endIndex
            let token = element[..<semicolon].trimmingSpaces
            if !token.isEmpty, !body(token, element[semicolon...]) {
                return
            }
        }
    }

    /// The `q` of parameters such as `;level=1;q=0.5`, clamped to 0...1; 1 when missing or malformed.
    private static func weight(_ parameters: Bytes) -> Double {
        var quality = 1.0
        for parameter in parameters.split(separator: UInt8(ascii: ";")) {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
                  parameter[..<equals].trimmingSpaces.asciiCaseInsensitiveEquals("q".utf8),
                  let value = Double(String(decoding: parameter[(equals + 1)...].trimmingSpaces, as: UTF8.self))
            else { continue }
            quality = min(max(value, 0), 1)
        }
        return quality
    }

    /// The weight of a media type such as `text/html`, from the most specific matching range.
    func quality(ofMediaType type: String) -> Double {
        let major = type.split(separator: "/").first.map(String.init) ?? type
        return entries.first { $0.token == type }?.quality
            ?? entries.first { $0.token == major + "/*" }?.quality
            ?? entries.first { $0.token == "*/*" }?.quality
            ?? 0
    }
}

extension BidirectionalCollection where Element == UInt8, SubSequence == Self {
    /// The bytes without leading and trailing spaces and tabs.
    var trimmingSpaces: Self {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
