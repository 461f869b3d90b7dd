/// The key of a localizable string; here the string itself, with interpolations applied.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    public let key: String

    /// A key from a string.
    public init(_ value: String) {
        key = value
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    /// Builds an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a value's description.
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends a text's characters.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.string
        }
    }
}
