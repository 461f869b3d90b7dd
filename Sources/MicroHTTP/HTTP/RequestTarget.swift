/// A request target split into decoded path segments and query items.
struct RequestTarget {
    /// The decoded path segments; empty for `/`.
    let pathSegments: [String]
    /// The decoded query items.
    let queryItems: [Request.QueryItem]

    /// Parses an origin-form target (`/path?query`); an absolute-form target loses its scheme and authority.
    init(_ target: String) {
        var rest = Substring(target)
        if let fragment = rest.firstIndex(of: "#") {
            rest = rest[..<fragment]
        }
        if !rest.hasPrefix("/"), let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            let authority = rest[rest.index(colon, offsetBy: 3)...]
            rest = authority.firstIndex(of: "/").map { authority[$0...] } ?? "/"
        }
        let rawPath: Substring
        let rawQuery: Substring
        if let mark = rest.firstIndex(of: "?") {
            rawPath = rest[..<mark]
            rawQuery = rest[rest.index(after: mark)...]
        } else {
            rawPath = rest
            rawQuery = ""
        }
        pathSegments = rawPath.split(separator: "/", omittingEmptySubsequences: false)
            .dropFirst(rawPath.hasPrefix("/") ? 1 : 0)
            .map { PercentDecoding.decode($0) }
            .filter { !$0.isEmpty }
        queryItems = rawQuery.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentDecoding.decode(pair[0], plusAsSpace: true)
            let value = pair.count > 1 ? PercentDecoding.decode(pair[1], plusAsSpace: true) : ""
            return Request.QueryItem(name: name, value: value)
        }
    }
}
