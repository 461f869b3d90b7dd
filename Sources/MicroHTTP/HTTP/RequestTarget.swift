/// A request target split into decoded path segments and query items.
///
/// The target is split on its bytes, not on `Character`s: a `/`, `?`, `#`, `&` or `=` followed by
/// a combining mark is one grapheme cluster in Swift, yet still a delimiter on the wire.
struct RequestTarget {
    /// The decoded path segments; empty for `/`.
    let pathSegments: [String]
    /// The decoded query items.
    let queryItems: [Request.QueryItem]

    /// Parses an origin-form target (`/path?query`); an absolute-form target loses its scheme and authority.
    init(_ target: String) {
        var target = target
        (pathSegments, queryItems) = target.withUTF8(Self.parse)
    }

    /// The target's bytes read in place: one pass per delimiter, no copies of the target.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ([String], [Request.QueryItem]) {
        var rest = bytes[...]
        if let fragment = rest.firstIndex(of: ASCII.hash) {
            rest = rest[..<fragment]
        }
        if rest.first != ASCII.slash, let colon = rest.firstIndex(of: ASCII.colon),
           rest[colon...].starts(with: [ASCII.colon, ASCII.slash, ASCII.slash]) {
            let authority = rest[(colon + 3)...]
            rest = authority.firstIndex(of: ASCII.slash).map { authority[$0...] } ?? rest[rest.endIndex...]
        }
        let mark = rest.firstIndex(of: ASCII.question)
        let rawPath = rest[..<(mark ?? rest.endIndex)]
        var segments: [String] = []
        segments.reserveCapacity(rawPath.count(where: { $0 == ASCII.slash }))
        var start = rawPath.startIndex
        while start < rawPath.endIndex {
            let end = rawPath[start...].firstIndex(of: ASCII.slash) ?? rawPath.endIndex
            let decoded = PercentDecoding.decode(rawPath[start..<end])
            if !decoded.isEmpty {
                segments.append(decoded)
            }
            start = end + 1
        }
        guard let mark else { return (segments, []) }
        let items = rest[(mark + 1)...].split(separator: ASCII.ampersand).map { item in
            let equals = item.firstIndex(of: ASCII.equals)
            let name = PercentDecoding.decode(item[..<(equals ?? item.endIndex)], plusAsSpace: true)
            let value = equals.map { PercentDecoding.decode(item[($0 + 1)...], plusAsSpace: true) } ?? ""
            return Request.QueryItem(name: name, value: value)
        }
        return (segments, items)
    }

    private enum ASCII {
        static let hash = UInt8(ascii: "#")
        static let slash = UInt8(ascii: "/")
        static let colon = UInt8(ascii: ":")
        static let question = UInt8(ascii: "?")
        static let ampersand = UInt8(ascii: "&")
        static let equals = UInt8(ascii: "=")
    }
}
