import Foundation

extension URL {
    /// Reads a URL from text typed by people, as Foundation's strategy does on Apple's systems
    /// (Foundation on Linux has none): what `TextField(_:value:format: .url)` parses with. By
    /// default a scheme and a host are required; a component with a default value gets it when
    /// the text has none (`apple.com` read with `scheme: .defaultValue("https")` is
    /// `https://apple.com`).
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// Whether a component must be in the text, may be left out, or gets a value when it is.
        public enum ComponentParseStrategy<Component: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
            /// The text must hold it.
            case required
            /// The text may leave it out.
            case optional
            /// The text may leave it out, and then it is this value.
            case defaultValue(Component)
        }

        var scheme: ComponentParseStrategy<String>
        var user: ComponentParseStrategy<String>
        var password: ComponentParseStrategy<String>
        var host: ComponentParseStrategy<String>
        var port: ComponentParseStrategy<Int>
        var path: ComponentParseStrategy<String>
        var query: ComponentParseStrategy<String>
        var fragment: ComponentParseStrategy<String>

        /// A strategy requiring, allowing or defaulting each component as given.
        public init(scheme: ComponentParseStrategy<String> = .required, user: ComponentParseStrategy<String> = .optional,
                    password: ComponentParseStrategy<String> = .optional, host: ComponentParseStrategy<String> = .required,
                    port: ComponentParseStrategy<Int> = .optional, path: ComponentParseStrategy<String> = .optional,
                    query: ComponentParseStrategy<String> = .optional, fragment: ComponentParseStrategy<String> = .optional) {
            self.scheme = scheme
            self.user = user
            self.password = password
            self.host = host
            self.port = port
            self.path = path
            self.query = query
            self.fragment = fragment
        }

        /// This strategy, with `strategy` for the scheme.
        public func scheme(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.scheme = strategy } }
        /// This strategy, with `strategy` for the user.
        public func user(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.user = strategy } }
        /// This strategy, with `strategy` for the password.
        public func password(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.password = strategy } }
        /// This strategy, with `strategy` for the host.
        public func host(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.host = strategy } }
        /// This strategy, with `strategy` for the port.
        public func port(_ strategy: ComponentParseStrategy<Int> = .required) -> Self { with { $0.port = strategy } }
        /// This strategy, with `strategy` for the path.
        public func path(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.path = strategy } }
        /// This strategy, with `strategy` for the query.
        public func query(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.query = strategy } }
        /// This strategy, with `strategy` for the fragment.
        public func fragment(_ strategy: ComponentParseStrategy<String> = .required) -> Self { with { $0.fragment = strategy } }

        /// The URL `value` spells (white space around it ignored), or an error naming the
        /// component it lacks.
        public func parse(_ value: String) throws -> URL {
            let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, var parts = URLComponents(string: text) else { throw Self.error("“\(value)” is not a URL.") }
            if parts.scheme == nil, case .defaultValue(let defaultScheme) = scheme,
               let withScheme = URLComponents(string: "\(defaultScheme)://\(text)") {
                parts = withScheme
            }
            try fill(&parts.scheme, scheme, "scheme", in: value)
            try fill(&parts.user, user, "user", in: value)
            try fill(&parts.password, password, "password", in: value)
            if parts.host?.isEmpty == true { parts.host = nil }
            try fill(&parts.host, host, "host", in: value)
            try fill(&parts.port, port, "port", in: value)
            var pathText: String? = parts.path.isEmpty ? nil : parts.path
            try fill(&pathText, path, "path", in: value)
            parts.path = pathText ?? ""
            try fill(&parts.query, query, "query", in: value)
            try fill(&parts.fragment, fragment, "fragment", in: value)
            guard let url = parts.url else { throw Self.error("“\(value)” is not a URL.") }
            return url
        }

        /// Gives a missing component its default value, or fails when it is required.
        private func fill<T>(_ component: inout T?, _ strategy: ComponentParseStrategy<T>, _ name: String, in value: String) throws {
            guard component == nil else { return }
            switch strategy {
            case .required: throw Self.error("“\(value)” has no \(name), which a URL here needs.")
            case .optional: break
            case .defaultValue(let defaultValue): component = defaultValue
            }
        }

        private static func error(_ reason: String) -> CocoaError {
            CocoaError(.formatting, userInfo: [NSDebugDescriptionErrorKey: reason])
        }

        private func with(_ change: (inout Self) -> Void) -> Self {
            var copy = self
            change(&copy)
            return copy
        }
    }

    /// The URL `value` spells, read by `strategy`.
    public init<S: Foundation.ParseStrategy>(_ value: S.ParseInput, strategy: S) throws where S.ParseOutput == URL {
        self = try strategy.parse(value)
    }
}

extension ParseStrategy where Self == URL.ParseStrategy {
    /// Reads a URL with a scheme and a host: `try URL("https://apple.com", strategy: .url)`.
    public static var url: URL.ParseStrategy { URL.ParseStrategy() }
}
