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
        var rest = Array(target.utf8)[...]
        if let fragment = rest.firstIndex(of: ASCII.hash) {
            rest = rest[..<fragment]
        }
        if rest.first != ASCII.slash, let colon = rest.firstIndex(of: ASCII.colon),
           rest[colon...].starts(with: [ASCII.colon, ASCII.slash, ASCII.slash]) {
            let authority = rest[(colon + 3)...]
            rest = authority.firstIndex(of: ASCII.slash).map { authority[$0...] } ?? [ASCII.slash]
        }
        let rawPath: ArraySlice<UInt8>
        let rawQuery: ArraySlice<UInt8>
        if let mark = rest.firstIndex(of: ASCII.question) {
            rawPath = rest[..<mark]
            rawQuery = rest[(mark + 1)...]
        } else {
            rawPath = rest
            rawQuery = []
        }
        pathSegments = rawPath.split(separator: ASCII.slash, omittingEmptySubsequences: false)
            .dropFirst(rawPath.first == ASCII.slash ? 1 : 0)
            .map { PercentDecoding.decode($0) }
            .filter { !$0.isEmpty }
        queryItems = rawQuery.split(separator: ASCII.ampersand).map { item in
            let pair = item.split(separator: ASCII.equals, maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentDecoding.decode(pair[0], plusAsSpace: true)
            let value = pair.count > 1 ? PercentDecoding.decode(pair[1], plusAsSpace: true) : ""
            return Request.QueryItem(name: name, value: value)
        }
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
