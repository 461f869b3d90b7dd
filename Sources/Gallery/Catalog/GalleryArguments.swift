/// The parameter values of one request to an example, checked against its parameters: every
/// parameter has a value, its default when the query does not give one.
public struct GalleryArguments: Sendable {
    private let parameters: [GalleryParameter]
    /// The values the query gave; every other parameter has its default (no dictionary of
    /// defaults is built for each request).
    private var given: [String: String] = [:]

    /// The defaults of `parameters`.
    public init(defaultsOf parameters: [GalleryParameter]) {
        self.parameters = parameters
    }

    /// Checks `query` (name, value pairs) against `parameters`: unknown names, repeated names and
    /// values outside a parameter's range or choices are errors.
    public init(query: [(name: String, value: String)], parameters: [GalleryParameter]) throws(GalleryParameterError) {
        self.init(defaultsOf: parameters)
        for (name, value) in query {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                throw .unknown(name: name, known: parameters.map(\.name))
            }
            guard given[name] == nil else { throw .repeated(name: name) }
            guard let normalized = Self.normalize(value, for: parameter) else {
                throw .invalid(name: name, value: value, allowed: parameter.allowed)
            }
            given[name] = normalized
        }
    }

    /// The values, in `parameters`' order, that differ from their defaults.
    public func changedValues(_ parameters: [GalleryParameter]) -> [(name: String, value: String)] {
        parameters.compactMap { parameter in
            given[parameter.name].flatMap { $0 == parameter.defaultValue ? nil : (parameter.name, $0) }
        }
    }

    /// The value of `name` as written in a query; traps for a name the example does not declare.
    public subscript(name: String) -> String {
        if let value = given[name] {
            return value
        }
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            preconditionFailure("GalleryArguments: no parameter '\(name)'")
        }
        return parameter.defaultValue
    }

    /// An integer parameter's value.
    public func int(_ name: String) -> Int { Int(self[name]) ?? 0 }

    /// A number parameter's value.
    public func double(_ name: String) -> Double { Double(self[name]) ?? 0 }

    /// A boolean parameter's value.
    public func bool(_ name: String) -> Bool { self[name] == "true" }

    /// A choice parameter's value.
    public func string(_ name: String) -> String { self[name] }

    private static func normalize(_ value: String, for parameter: GalleryParameter) -> String? {
        switch parameter.kind {
        case .integer(let min, let max):
            guard value.utf8.count <= 12, let number = Int(value), (min...max).contains(number) else { return nil }
            return String(number)
        case .number(let min, let max):
            guard let number = GalleryParameter.decimal(value), (min...max).contains(number) else { return nil }
            return GalleryParameter.format(number)
        case .boolean:
            return ["true", "false"].contains(value) ? value : nil
        case .choice(let choices):
            return choices.contains(value) ? value : nil
        }
    }
}
