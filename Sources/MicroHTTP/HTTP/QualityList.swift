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
        entries = header.utf8.split(separator: UInt8(ascii: ",")).compactMap(Self.entry)
    }

    /// One element such as `gzip;q=0.8`, read as bytes: a header is parsed on every request.
    private static func entry(_ element: Substring.UTF8View) -> Entry? {
        let (token, parameters) = split(element)
        guard !token.isEmpty else { return nil }
        return Entry(token: Substring(token).lowercased(), quality: weight(parameters))
    }

    /// An element's token, without surrounding spaces, and the rest from its first `;`.
    private static func split(_ element: Substring.UTF8View) -> (token: Substring.UTF8View, parameters: Substring.UTF8View) {
        let end = element.firstIndex(of: UInt8(ascii: ";")) ?? element.endIndex
        return (element[..<end].trimmingSpaces, element[end...])
    }

    /// The `q` of parameters such as `;level=1;q=0.5`, clamped to 0...1; 1 when missing or malformed.
    private static func weight(_ parameters: Substring.UTF8View) -> Double {
        var quality = 1.0
        for parameter in parameters.split(separator: UInt8(ascii: ";")) {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
                  parameter[..<equals].trimmingSpaces.asciiCaseInsensitiveEquals("q".utf8),
                  let value = Double(Substring(parameter[parameter.index(after: equals)...].trimmingSpaces))
            else { continue }
            quality = min(max(value, 0), 1)
        }
        return quality
    }

    /// The weight `header` gives a content coding such as `gzip`: its own (or its alias's) first
    /// entry, else the first `*`, else 0. Read in place, without building the list, since
    /// `Accept-Encoding` is read for every compressible response.
    static func quality(ofCoding coding: String, alias: String? = nil, in header: String) -> Double {
        var codingQuality: Double?
        var anyQuality: Double?
        var rest = header[...].utf8
        while !rest.isEmpty, codingQuality == nil {
            let end = rest.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex
            let (token, parameters) = split(rest[..<end])
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if token.asciiCaseInsensitiveEquals(coding.utf8) || alias.map({ token.asciiCaseInsensitiveEquals($0.utf8) }) == true {
                codingQuality = weight(parameters)
            } else if anyQuality == nil, token.elementsEqual("*".utf8) {
                anyQuality = weight(parameters)
            }
        }
        return codingQuality ?? anyQuality ?? 0
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

extension Substring.UTF8View {
    /// The bytes without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring.UTF8View {
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
