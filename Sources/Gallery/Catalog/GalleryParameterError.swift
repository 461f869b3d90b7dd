/// Why a request's parameters were refused; its description names the parameter and what is
/// allowed, and quotes the request's text as given (escape it where you show it).
public struct GalleryParameterError: Error, Sendable, CustomStringConvertible {
    /// The parameter's name as the request spelled it.
    public let name: String
    /// The whole message.
    public let description: String

    static func unknown(name: String, known: [String]) -> Self {
        let allowed = known.isEmpty ? "This example takes no parameters." : "It takes " + known.joined(separator: ", ") + "."
        return Self(name: name, description: "Unknown parameter '\(name)'. \(allowed)")
    }

    static func repeated(name: String) -> Self {
        Self(name: name, description: "Parameter '\(name)' is given more than once; give it once.")
    }

    static func invalid(name: String, value: String, allowed: String) -> Self {
        let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
        return Self(name: name, description: "Parameter '\(name)' must be \(allowed), not '\(shown)'.")
    }
}
