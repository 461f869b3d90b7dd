import Foundation

/// The key of a localizable string: the text it shows, with interpolations applied, and the key
/// looked up in a strings table, with a format specifier for each interpolated value as Xcode
/// extracts it (`"\(count) items in \(folder)"` is `"%lld items in %@"`, a `Double` `%lf`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text.
    public let key: String
    /// The key in a strings table: the text with a specifier for each interpolated value (and
    /// `%` written `%%` around them); a key without interpolations is its text.
    package var tableKey: String
    /// The interpolated values, in order, written into a translation's specifiers.
    var arguments: [String.LocalizationValue.Argument] = []
    /// The interpolated images, one per ``Text/inlineImageMarker`` in `key`, in order.
    package var images: [Image] = []
    /// Where interpolated values that hold Markdown's characters are in `key` (UTF-8 offsets):
    /// they are shown as they are, never read as Markdown.
    package var interpolations: [Range<Int>] = []
    /// The interpolated values written for the environment a text is resolved in (dates, and
    /// values with a format style), by their index in `arguments`; `key` holds them as written
    /// in `en_US` and UTC.
    var environmentValues: [Int: EnvironmentWritten] = [:]

    /// A value written for an environment: its locale, time zone and calendar.
    struct EnvironmentWritten: @unchecked Sendable {
        let write: (EnvironmentValues) -> String
    }

    /// A key from a string.
    public init(_ value: String) {
        key = value
        tableKey = value
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        key = value
        tableKey = value
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        tableKey = stringInterpolation.tableKey
        arguments = stringInterpolation.arguments
        images = stringInterpolation.images
        interpolations = stringInterpolation.interpolations
        environmentValues = stringInterpolation.environmentValues
    }

    /// Keys are equal when their text is; the images inline in it do not localize.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key
    }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// Builds an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var tableKey = ""
        var arguments: [String.LocalizationValue.Argument] = []
        var images: [Image] = []
        var interpolations: [Range<Int>] = []
        var environmentValues: [Int: EnvironmentWritten] = [:]

        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
            tableKey.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            tableKey += String.LocalizationValue.keyText(literal)
        }

        /// Appends a value's description (`%@`).
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// Appends a string (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string)
        }

        /// Appends a text's characters (`%@`), and the images inline in them.
        public mutating func appendInterpolation(_ text: Text) {
            appendValue(text.string)
            images += text.images
        }

        /// Appends an attributed string's characters (`%@`).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            appendValue(String(attributedString.characters))
        }

        /// Appends a signed integer as `%lld` writes it: `"\(count) items"` is `"%lld items"`.
        public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) {
            append(.integer(Int64(value)))
        }

        /// Appends an unsigned integer as `%llu` writes it.
        public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) {
            append(.unsigned(UInt64(value)))
        }

        /// Appends a `Double` as `%lf` writes it, with six decimals ("0.500000"), as SwiftUI
        /// shows it; give a `specifier` or a `format` for fewer.
        public mutating func appendInterpolation(_ value: Double) {
            append(.double(value))
        }

        /// Appends a `CGFloat` as a `Double` (`%lf`).
        public mutating func appendInterpolation(_ value: CGFloat) {
            append(.double(Double(value)))
        }

        /// Appends a `Float` as `%f` writes it.
        public mutating func appendInterpolation(_ value: Float) {
            append(.float(value))
        }

        /// Appends an integer written by a C format `specifier` (`"%03d"`), which is also its
        /// specifier in the key.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(T.isSigned ? .integer(Int64(value)) : .unsigned(UInt64(value)), specifier: specifier)
        }

        /// Appends a `Double` written by a C format `specifier` (`"%.1f"`), which is also its
        /// specifier in the key.
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            append(.double(value), specifier: specifier)
        }

        /// Appends a `CGFloat` written by a C format `specifier`.
        public mutating func appendInterpolation(_ value: CGFloat, specifier: String) {
            append(.double(Double(value)), specifier: specifier)
        }

        /// Appends a `Float` written by a C format `specifier`.
        public mutating func appendInterpolation(_ value: Float, specifier: String) {
            append(.float(value), specifier: specifier)
        }

        /// Appends a value formatted by `format` (`%@`): `"Total: \(price, format: .currency(code: "EUR"))"`,
        /// written again in the environment's locale (and time zone and calendar) when a `Text`
        /// of the key is resolved.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendWritten { environment in TextFormat.string(input, format: format, in: environment) }
        }

        /// Appends a date as `Text(_:style:)` shows it (`%@`), written in the environment's
        /// locale, time zone and calendar when a `Text` of the key is resolved.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendWritten { environment in Text.format(date, style: style, in: environment, now: RenderClock.now) }
        }

        /// Appends a value written for an environment: the default one now (`en_US`, UTC), the
        /// text's own when it is resolved.
        private mutating func appendWritten(_ write: @escaping (EnvironmentValues) -> String) {
            environmentValues[arguments.count] = EnvironmentWritten(write: write)
            appendValue(write(EnvironmentValues()))
        }

        /// Appends a value written by a `Formatter` (`%@`), or its description without one.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// Appends a value written by `specifier` (the argument's own, `%lld` for an integer,
        /// when `nil`), noting its argument for a translation.
        private mutating func append(_ argument: String.LocalizationValue.Argument, specifier: String? = nil) {
            let specifier = specifier ?? argument.specifier
            let value = String.LocalizationValue.format(specifier, [argument])
            tableKey += specifier
            arguments.append(argument)
            appendShown(value)
        }

        /// Appends an interpolated value's characters (`%@`).
        private mutating func appendValue(_ value: String) {
            let argument = String.LocalizationValue.Argument.text(value)
            tableKey += argument.specifier
            arguments.append(argument)
            appendShown(value)
        }

        /// Appends an interpolated value's characters to the text, noting where they are when
        /// Markdown could read them.
        private mutating func appendShown(_ value: String) {
            let start = output.utf8.count
            output += value
            if InlineMarkdown.mayHaveSyntax(value, literal: []) { interpolations.append(start..<output.utf8.count) }
        }

        /// Appends an image, drawn inline in the text at its font's size and in its colour, as
        /// SwiftUI draws `Text("Rated \(Image(systemName: "star"))")`.
        public mutating func appendInterpolation(_ image: Image) {
            output.unicodeScalars.append(Text.inlineImageMarker)
            tableKey += "%@"
            arguments.append(.text(String(Text.inlineImageMarker)))
            images.append(image)
        }
    }
}
