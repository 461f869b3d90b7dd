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
        var parts = element.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)[...]
        guard let token = parts.popFirst()?.trimmingSpaces, !token.isEmpty else { return nil }
        var quality = 1.0
        for parameter in parts {
            guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
                  parameter[..<equals].trimmingSpaces.asciiCaseInsensitiveEquals("q".utf8),
                  let value = Double(Substring(parameter[parameter.index(after: equals)...].trimmingSpaces))
            else { continue }
            quality = min(max(value, 0), 1)
        }
        return Entry(token: Substring(token).lowercased(), quality: quality)
    }

    /// The weight of a content coding such as `gzip`: its own (or its alias's) entry, else `*`, else 0.
    func quality(ofCoding coding: String, alias: String? = nil) -> Double {
        entries.first { $0.token == coding || $0.token == alias }?.quality
            ?? entries.first { $0.token == "*" }?.quality
            ?? 0
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
