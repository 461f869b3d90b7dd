import Gallery
import MicroHTTP

/// A request for one example: the example named by the path's `{id}` and the arguments of the
/// query, checked. An unknown id is a 404; an unknown, repeated or out-of-range parameter a 400
/// naming the parameter and what it allows.
struct ExampleRequest {
    let example: GalleryExample
    let arguments: GalleryArguments

    /// Reads the example and its arguments; query items named in `extra` are left to the caller.
    init(_ request: Request, extra: Set<String> = []) throws {
        let id = request.parameters["id"] ?? ""
        guard let example = GalleryCatalog.example(id: id) else {
            throw HTTPError(.notFound, detail: "There is no container '\(id)'. GET /api/containers lists them all.")
        }
        let query = request.queryItems.filter { !extra.contains($0.name) }.map { (name: $0.name, value: $0.value) }
        do {
            arguments = try GalleryArguments(query: query, parameters: example.parameters)
        } catch {
            throw HTTPError(.badRequest, detail: error.description)
        }
        self.example = example
    }

    /// The query string of the arguments that differ from the defaults, with its `?`, or "".
    var canonicalQuery: String {
        Self.query(arguments.changedValues(example.parameters))
    }

    /// `?name=value&…` for `items`, percent-encoded, or "" when empty.
    static func query(_ items: [(name: String, value: String)]) -> String {
        guard !items.isEmpty else { return "" }
        return "?" + items.map { percentEncode($0.name) + "=" + percentEncode($0.value) }.joined(separator: "&")
    }

    private static func percentEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
