import Foundation

extension String {
    /// A localizable string with its interpolated values apart (`String(localized:)`,
    /// `LocalizedStringResource`), as Foundation has it on Apple's systems; Foundation on Linux
    /// has none. Its key is the text with a format specifier for each value, as Xcode extracts it
    /// into a string catalog: `"\(count) items in \(folder)"` is `"%lld items in %@"`, a `Double`
    /// `%lf`, a `Float` `%f`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// A value interpolated into the string.
        enum Argument: Hashable, Sendable {
            case text(String)
            case integer(Int64)
            case unsigned(UInt64)
            case double(Double)
            case float(Float)

            /// The specifier the key holds for the value.
            var specifier: String {
                switch self {
                case .text: "%@"
                case .integer: "%lld"
                case .unsigned: "%llu"
                case .double: "%lf"
                case .float: "%f"
                }
            }
        }

        /// Literal text as a key holds it: `%` written `%%`, so that it is no specifier.
        static func keyText(_ literal: String) -> String {
            literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        /// The key: the text, `%` written `%%`, with a specifier for each argument.
        let key: String
        /// The interpolated values, in order.
        let arguments: [Argument]

        /// A value without interpolations.
        public init(_ value: String) {
            key = Self.keyText(value)
            arguments = []
        }

        /// A value from a literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value from an interpolated literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Builds an interpolated value.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [Argument] = []

            /// Reserves room.
            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + interpolationCount * 4)
                arguments.reserveCapacity(interpolationCount)
            }

            /// Appends literal text.
            public mutating func appendLiteral(_ literal: String) {
                key += LocalizationValue.keyText(literal)
            }

            private mutating func append(_ argument: Argument) {
                key += argument.specifier
                arguments.append(argument)
            }

            /// Appends a string.
            public mutating func appendInterpolation(_ string: String) { append(.text(string)) }
            /// Appends a signed integer (`%lld`).
            public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) { append(.integer(Int64(value))) }
            /// Appends an unsigned integer (`%llu`).
            public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) { append(.unsigned(UInt64(value))) }
            /// Appends a `Double` (`%lf`).
            public mutating func appendInterpolation(_ value: Double) { append(.double(value)) }
            /// Appends a `Float` (`%f`).
            public mutating func appendInterpolation(_ value: Float) { append(.float(value)) }
            /// Appends a `CGFloat` as a `Double`.
            public mutating func appendInterpolation(_ value: CGFloat) { append(.double(Double(value))) }
            /// Appends a value formatted by `format` (`%@`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append(.text(format.format(value)))
            }
            /// Appends any other value by its description (`%@`).
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) { append(.text(String(describing: value))) }
        }
    }
}
