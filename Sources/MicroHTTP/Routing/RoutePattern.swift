/// A path pattern such as `/containers/{id}/layout`: literal segments, `{name}` parameters that
/// match one segment, and an optional final `{name...}` that matches the rest of the path.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    enum Segment: Hashable {
        case literal(String)
        case parameter(String)
        case remainder(String)
    }

    let segments: [Segment]
    /// The pattern as written, used as the route's label in logs and metrics.
    public let description: String

    /// Parses a pattern; a `{name...}` anywhere but last is a programmer error and traps.
    public init(_ pattern: String) {
        let parts = pattern.split(separator: "/").map(String.init)
        segments = parts.enumerated().map { index, part in
            guard part.hasPrefix("{"), part.hasSuffix("}") else { return .literal(part) }
            let name = String(part.dropFirst().dropLast())
            guard name.hasSuffix("...") else { return .parameter(name) }
            precondition(index == parts.count - 1, "RoutePattern: {\(name)} must be the last segment of \(pattern)")
            return .remainder(String(name.dropLast(3)))
        }
        description = "/" + parts.joined(separator: "/")
    }

    /// Parses a pattern written as a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether the pattern ends in a `{name...}` that takes the rest of the path.
    var hasRemainder: Bool {
        if case .remainder = segments.last { true } else { false }
    }

    /// The parameters bound by matching `pathSegments`, or `nil` if the path does not match.
    /// A remainder parameter joins its segments with `/`; ``Request/pathSegments`` keeps them apart.
    func match(_ pathSegments: [String]) -> [String: String]? {
        guard hasRemainder ? pathSegments.count >= segments.count - 1 : pathSegments.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .remainder(let name):
                guard index <= pathSegments.count else { return nil }
                parameters[name] = pathSegments[index...].joined(separator: "/")
                return parameters
            case .literal(let text):
                guard index < pathSegments.count, pathSegments[index] == text else { return nil }
            case .parameter(let name):
                guard index < pathSegments.count else { return nil }
                parameters[name] = pathSegments[index]
            }
        }
        return segments.count == pathSegments.count ? parameters : nil
    }
}
