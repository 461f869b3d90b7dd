import Foundation

/// A localizable string with what is needed to look it up later: its key, default value, table,
/// locale and bundle (`Text(resource)`, `String(localized: resource)`), as Foundation has it on
/// Apple's systems; Foundation on Linux has none.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where a resource's tables are.
    public enum BundleDescription: Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle holding a class.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle described (the main bundle when none is at the URL).
        var bundle: Bundle {
            switch self {
            case .main: .main
            case .forClass(let type): Bundle(for: type)
            case .atURL(let url): Bundle(url: url) ?? .main
            }
        }

        public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let a), .forClass(let b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            case (.atURL(let a), .atURL(let b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }

    /// The key looked up in the table.
    public var key: String
    /// The value when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when `nil`).
    public var table: String?
    /// The locale the string is written in.
    public var locale: Locale
    /// Where the table is.
    public var bundle: BundleDescription

    /// A resource whose key is its value's.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource with its own key.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource from a literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The string looked up in the resource's table for `locale`, its default value when no
    /// table has the key, with the values written in.
    func string(for locale: Locale) -> String {
        defaultValue.localized(key: key, table: table, bundle: bundle.bundle, locale: locale)
    }
}

extension Text {
    /// Text of a localized string resource, looked up as `String(localized:)` looks it up but
    /// for the environment's locale when the text is resolved, as SwiftUI does, and shown as it
    /// is. (Disfavoured, so that a literal is a `LocalizedStringKey`, as in SwiftUI.)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        let formatted = TextFormat(resource, format: AnyHashable(resource)) { environment in
            resource.string(for: environment.locale)
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        format = formatted
    }
}
