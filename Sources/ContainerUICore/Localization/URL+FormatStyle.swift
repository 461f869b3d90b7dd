import Foundation

extension URL {
    /// Writes a URL for people to read, showing the components its options ask for, as
    /// Foundation's style does on Apple's systems (Foundation on Linux has none): by default the
    /// scheme, host and path, the port unless the scheme is HTTP or HTTPS, no user, password,
    /// query or fragment (`https://www.apple.com/swift`). Paths, queries and fragments are shown
    /// percent-decoded.
    public struct FormatStyle: ParseableFormatStyle, Codable, Hashable, Sendable {
        /// A URL component, for options that depend on a component's value.
        public enum Component: Int, Codable, Hashable, Sendable {
            case scheme, user, password, host, port, path, query, fragment
        }

        /// Whether a component is shown.
        public struct ComponentDisplayOption: Codable, Hashable, Sendable, CustomStringConvertible {
            enum Rule: Codable, Hashable, Sendable {
                case always, never, omitIfHTTPFamily
                case displayWhen(Component, Set<String>)
                case omitWhen(Component, Set<String>)
            }

            let rule: Rule

            /// Shown.
            public static var always: ComponentDisplayOption { ComponentDisplayOption(rule: .always) }
            /// Never shown.
            public static var never: ComponentDisplayOption { ComponentDisplayOption(rule: .never) }
            /// Left out when the scheme is HTTP or HTTPS.
            public static var omitIfHTTPFamily: ComponentDisplayOption { ComponentDisplayOption(rule: .omitIfHTTPFamily) }
            /// Shown when `component`'s value is one of `requirements`.
            public static func displayWhen(_ component: Component, matches requirements: Set<String>) -> ComponentDisplayOption {
                ComponentDisplayOption(rule: .displayWhen(component, requirements))
            }
            /// Left out when `component`'s value is one of `requirements`.
            public static func omitWhen(_ component: Component, matches requirements: Set<String>) -> ComponentDisplayOption {
                ComponentDisplayOption(rule: .omitWhen(component, requirements))
            }

            /// The option, as Foundation describes it.
            public var description: String {
                switch rule {
                case .always: "always"
                case .never: "never"
                case .omitIfHTTPFamily: "omitIfHTTPFamily"
                case .displayWhen(let component, let values): "displayWhen(\(component), \(values.sorted()))"
                case .omitWhen(let component, let values): "omitWhen(\(component), \(values.sorted()))"
                }
            }
        }

        /// Whether the host is shown, and without which subdomains.
        public struct HostDisplayOption: Codable, Hashable, Sendable, CustomStringConvertible {
            let display: ComponentDisplayOption
            /// Leading labels left out (`www`), with whether several may go and when.
            let omitted: Set<String>
            let omitsMultiLevel: Bool
            let omissionCondition: Condition?

            struct Condition: Codable, Hashable, Sendable {
                let component: Component
                let values: Set<String>
            }

            init(_ display: ComponentDisplayOption, omitted: Set<String> = [], omitsMultiLevel: Bool = false, condition: Condition? = nil) {
                self.display = display
                self.omitted = omitted
                self.omitsMultiLevel = omitsMultiLevel
                omissionCondition = condition
            }

            /// Shown.
            public static var always: HostDisplayOption { HostDisplayOption(.always) }
            /// Never shown.
            public static var never: HostDisplayOption { HostDisplayOption(.never) }
            /// Left out when the scheme is HTTP or HTTPS.
            public static var omitIfHTTPFamily: HostDisplayOption { HostDisplayOption(.omitIfHTTPFamily) }
            /// Shown when `component`'s value is one of `requirements`.
            public static func displayWhen(_ component: Component, matches requirements: Set<String>) -> HostDisplayOption {
                HostDisplayOption(.displayWhen(component, matches: requirements))
            }
            /// Left out when `component`'s value is one of `requirements`.
            public static func omitWhen(_ component: Component, matches requirements: Set<String>) -> HostDisplayOption {
                HostDisplayOption(.omitWhen(component, matches: requirements))
            }
            /// Shown without its first label when that is one of `subdomainsToOmit` (`www.apple.com`
            /// as `apple.com`); with `omitMultiLevelSubdomains`, without every such leading label,
            /// two labels always kept.
            public static func omitSpecificSubdomains(_ subdomainsToOmit: Set<String> = Set(),
                                                      includeMultiLevelSubdomains omitMultiLevelSubdomains: Bool = false) -> HostDisplayOption {
                HostDisplayOption(.always, omitted: subdomainsToOmit, omitsMultiLevel: omitMultiLevelSubdomains)
            }
            /// As ``omitSpecificSubdomains(_:includeMultiLevelSubdomains:)``, only when
            /// `component`'s value is one of `requirements`.
            public static func omitSpecificSubdomains(_ subdomainsToOmit: Set<String> = Set(),
                                                      includeMultiLevelSubdomains omitMultiLevelSubdomains: Bool = false,
                                                      when component: Component, matches requirements: Set<String>) -> HostDisplayOption {
                HostDisplayOption(.always, omitted: subdomainsToOmit, omitsMultiLevel: omitMultiLevelSubdomains,
                                  condition: Condition(component: component, values: requirements))
            }

            /// The option, as Foundation describes it.
            public var description: String {
                omitted.isEmpty ? display.description : "omitSpecificSubdomains(\(omitted.sorted()))"
            }
        }

        var scheme: ComponentDisplayOption
        var user: ComponentDisplayOption
        var password: ComponentDisplayOption
        var host: HostDisplayOption
        var port: ComponentDisplayOption
        var path: ComponentDisplayOption
        var query: ComponentDisplayOption
        var fragment: ComponentDisplayOption

        /// A style showing the components as each option says.
        public init(scheme: ComponentDisplayOption = .always, user: ComponentDisplayOption = .never,
                    password: ComponentDisplayOption = .never, host: HostDisplayOption = .always,
                    port: ComponentDisplayOption = .omitIfHTTPFamily, path: ComponentDisplayOption = .always,
                    query: ComponentDisplayOption = .never, fragment: ComponentDisplayOption = .never) {
            self.scheme = scheme
            self.user = user
            self.password = password
            self.host = host
            self.port = port
            self.path = path
            self.query = query
            self.fragment = fragment
        }

        /// This style, showing the scheme as `strategy` says.
        public func scheme(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.scheme = strategy } }
        /// This style, showing the user as `strategy` says.
        public func user(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.user = strategy } }
        /// This style, showing the password as `strategy` says.
        public func password(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.password = strategy } }
        /// This style, showing the host as `strategy` says.
        public func host(_ strategy: HostDisplayOption = .always) -> Self { with { $0.host = strategy } }
        /// This style, showing the port as `strategy` says.
        public func port(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.port = strategy } }
        /// This style, showing the path as `strategy` says.
        public func path(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.path = strategy } }
        /// This style, showing the query as `strategy` says.
        public func query(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.query = strategy } }
        /// This style, showing the fragment as `strategy` says.
        public func fragment(_ strategy: ComponentDisplayOption = .always) -> Self { with { $0.fragment = strategy } }

        /// The same style: a URL is written the same way in every locale.
        public func locale(_ locale: Locale) -> Self { self }

        /// Reads a URL back: `URL.ParseStrategy`'s defaults, a scheme and a host required.
        public var parseStrategy: URL.ParseStrategy { URL.ParseStrategy() }

        /// `value` written for people to read.
        public func format(_ value: URL) -> String {
            guard let parts = URLComponents(url: value, resolvingAgainstBaseURL: true) else { return value.absoluteString }
            let shows = { (option: ComponentDisplayOption) in Self.shows(option, in: parts) }
            var output = ""
            let hostText = shows(host.display) ? shownHost(parts) : nil
            let userText = shows(user) ? parts.user : nil
            let passwordText = userText != nil && shows(password) ? parts.password : nil
            let hasAuthority = hostText?.isEmpty == false || userText != nil
            if shows(scheme), let schemeText = parts.scheme {
                output += schemeText + (hasAuthority ? "://" : ":")
            }
            if let userText {
                output += userText + (passwordText.map { ":" + $0 } ?? "") + "@"
            }
            if let hostText { output += hostText }
            if shows(port), let portNumber = parts.port { output += ":\(portNumber)" }
            if shows(path) { output += parts.path }
            if shows(query), let queryText = parts.query { output += "?" + queryText }
            if shows(fragment), let fragmentText = parts.fragment { output += "#" + fragmentText }
            return output
        }

        /// The host without the subdomains the host option leaves out.
        private func shownHost(_ parts: URLComponents) -> String? {
            guard let hostText = parts.host else { return nil }
            guard !host.omitted.isEmpty else { return hostText }
            if let condition = host.omissionCondition, !Self.matches(condition.component, condition.values, in: parts) { return hostText }
            var labels = hostText.split(separator: ".", omittingEmptySubsequences: false)
            while labels.count > 2, host.omitted.contains(String(labels[0]).lowercased()) {
                labels.removeFirst()
                if !host.omitsMultiLevel { break }
            }
            return labels.joined(separator: ".")
        }

        /// Whether a component with `option` is shown for the URL of `parts`.
        private static func shows(_ option: ComponentDisplayOption, in parts: URLComponents) -> Bool {
            switch option.rule {
            case .always: true
            case .never: false
            case .omitIfHTTPFamily: !["http", "https"].contains(parts.scheme?.lowercased() ?? "")
            case .displayWhen(let component, let values): matches(component, values, in: parts)
            case .omitWhen(let component, let values): !matches(component, values, in: parts)
            }
        }

        /// Whether `component`'s value in the URL is one of `values`.
        private static func matches(_ component: Component, _ values: Set<String>, in parts: URLComponents) -> Bool {
            let value: String? = switch component {
            case .scheme: parts.scheme
            case .user: parts.user
            case .password: parts.password
            case .host: parts.host
            case .port: parts.port.map(String.init)
            case .path: parts.path
            case .query: parts.query
            case .fragment: parts.fragment
            }
            return value.map(values.contains) ?? false
        }

        private func with(_ change: (inout Self) -> Void) -> Self {
            var copy = self
            change(&copy)
            return copy
        }
    }

    /// The URL written by `URL.FormatStyle()`: scheme, host and path.
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The URL written by `format`.
    public func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == URL {
        format.format(self)
    }
}

extension FormatStyle where Self == URL.FormatStyle {
    /// Writes a URL for people to read: `url.formatted(.url.scheme(.never))`.
    public static var url: URL.FormatStyle { URL.FormatStyle() }
}
