import Foundation

extension Measurement.FormatStyle where UnitType == UnitInformationStorage {
    /// An amount of data written as a byte count for people to read (`1.2 MB`, `1 kB`, `Zero
    /// KB`), as Foundation's style does on Apple's systems: the measurement converted to bytes
    /// and written by Foundation's `ByteCountFormatStyle`.
    public struct ByteCount: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// Decimal (`.file`, `.decimal`) or binary (`.memory`, `.binary`) multiples.
        public var style: ByteCountFormatStyle.Style
        /// The units the count may be written in.
        public var allowedUnits: ByteCountFormatStyle.Units
        /// Whether zero is written as a word (`Zero KB`) rather than a number.
        public var spellsOutZero: Bool
        /// Whether the exact number of bytes follows in parentheses.
        public var includesActualByteCount: Bool
        /// The locale whose numbers and unit names are used.
        public var locale: Locale

        /// A style writing counts in `style`'s multiples and `allowedUnits`.
        public init(style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all, spellsOutZero: Bool = true,
                    includesActualByteCount: Bool = false, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.allowedUnits = allowedUnits
            self.spellsOutZero = spellsOutZero
            self.includesActualByteCount = includesActualByteCount
            self.locale = locale
        }

        /// The amount in bytes, written out (a fraction of a byte rounded to the nearest).
        public func format(_ value: Measurement<UnitInformationStorage>) -> String {
            let bytes = value.converted(to: .bytes).value.rounded()
            let count = bytes >= Double(Int64.max) ? Int64.max : bytes <= Double(Int64.min) ? Int64.min : Int64(bytes)
            return ByteCountFormatStyle(style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                                        includesActualByteCount: includesActualByteCount, locale: locale).format(count)
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }
}

extension FormatStyle where Self == Measurement<UnitInformationStorage>.FormatStyle.ByteCount {
    /// An amount of data as a byte count: `Text(size, format: .byteCount(style: .file))`.
    public static func byteCount(style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all,
                                 spellsOutZero: Bool = true, includesActualByteCount: Bool = false) -> Self {
        Measurement<UnitInformationStorage>.FormatStyle.ByteCount(style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                                                                  includesActualByteCount: includesActualByteCount)
    }
}
