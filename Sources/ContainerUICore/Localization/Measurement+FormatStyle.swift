import Foundation

extension Measurement where UnitType: Dimension {
    /// A measurement written for a locale with CLDR's unit names (`5 km`, `5 kilomètres`,
    /// `5 км`), converted to the unit the locale prefers for its usage (`3.4 mi` in the US for a
    /// road), as Foundation formats measurements on Apple's systems (Foundation on Linux has no
    /// `MeasurementFormatter` and no style). Formatted by the ICU under the toolchain's Foundation.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            /// ICU's stem for the width.
            let stem: String

            /// The unit's whole name: `37.2 liters`.
            public static var wide: Self { .init(stem: "unit-width-full-name") }
            /// The unit's abbreviation: `37.2 L`.
            public static var abbreviated: Self { .init(stem: "unit-width-short") }
            /// The shortest form, perhaps without a space: `37.2L`.
            public static var narrow: Self { .init(stem: "unit-width-narrow") }
        }

        /// How long the unit's name is written.
        public var width: UnitWidth
        /// The locale whose names, numbers and preferred units are used.
        public var locale: Locale
        /// What the measurement measures, which picks the locale's unit; `asProvided` keeps the
        /// measurement's.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written (its precision, grouping, rounding); the usage's rounding
        /// when `nil`.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature's scale is left out (`20°`, `20 degrees`).
        var hidesScale = false

        /// A style with `width`, for `locale`, converting for `usage`.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The same style for `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The measurement written out. A unit CLDR has no name for is converted to its
        /// dimension's base unit when the usage converts, else written with its symbol.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let converts = usage?.cldrName != nil && measurement.unit.hasRegionalPreferences
            if measurement.unit is UnitTemperature {
                return formatTemperature(measurement, converts: converts)
            }
            if let identifier = measurement.unit.cldrIdentifier,
               let text = format(measurement.value, unit: "unit/" + identifier, usage: converts ? usage?.cldrName : nil) {
                return text
            }
            let base = type(of: measurement.unit).baseUnit()
            if converts, let identifier = base.cldrIdentifier,
               let text = format(measurement.converted(to: base).value, unit: "unit/" + identifier, usage: usage?.cldrName) {
                return text
            }
            let number = ICU.format(measurement.value, skeleton: numberStems.joined(separator: " "), locale: locale.identifier)
            return (number ?? String(measurement.value)) + " " + measurement.unit.symbol
        }

        /// A temperature, converted to the scale the locale prefers for the usage (not through
        /// ICU's usage, which cannot leave the scale out).
        private func formatTemperature(_ measurement: Measurement<UnitType>, converts: Bool) -> String {
            var temperature = measurement
            if converts, let preferred = preferredTemperatureUnit() as? UnitType {
                temperature = measurement.converted(to: preferred)
            }
            let unit = hidesScale ? "measure-unit/temperature-generic" : temperature.unit.cldrIdentifier.map { "unit/" + $0 }
            return unit.flatMap { format(temperature.value, unit: $0, usage: nil) }
                ?? "\(temperature.value) \(temperature.unit.symbol)"
        }

        /// The scale the locale prefers for this usage of temperatures (the general usage's when
        /// CLDR has none for it): ICU writes 0 °C in it, and the number tells which it is.
        private func preferredTemperatureUnit() -> UnitTemperature? {
            func zeroCelsius(_ usage: String) -> String? {
                ICU.format(0, skeleton: "unit/celsius usage/\(usage) precision-integer group-off numbering-system/latn",
                           locale: locale.identifier)
            }
            guard let written = zeroCelsius(usage?.cldrName ?? "default") ?? zeroCelsius("default") else { return nil }
            let digits = written.drop { !$0.isNumber }.prefix { $0.isNumber }
            return switch digits {
            case "32": .fahrenheit
            case "273": .kelvin
            default: .celsius
            }
        }

        /// `value` in `unit` (a skeleton's unit stem) with this style's width, usage and number.
        private func format(_ value: Double, unit: String, usage: String?) -> String? {
            var stems = [unit, width.stem]
            if let usage { stems.append("usage/" + usage) }
            stems += numberStems
            return ICU.format(value, skeleton: stems.joined(separator: " "), locale: locale.identifier)
                ?? usage.flatMap { _ in format(value, unit: unit, usage: nil) }
        }

        /// The stems of the number style.
        private var numberStems: [String] {
            numberFormatStyle?.icuSkeleton.map { $0.isEmpty ? [] : [$0] } ?? []
        }
    }

    /// The measurement with an abbreviated unit, converted to the current locale's unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement written by `style`.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput where Style.FormatInput == Self {
        style.format(self)
    }
}

extension Measurement.FormatStyle where UnitType == UnitTemperature {
    /// Whether the scale is left out: `20°` rather than `20°C`, `20 degrees` rather than
    /// `20 degrees Celsius`.
    public var hidesScaleName: Bool {
        get { hidesScale }
        set { hidesScale = newValue }
    }

    /// A temperature style, abbreviated unless `width` says otherwise.
    public init(width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        hidesScale = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement with the unit written `width` long, converted for `usage`, its number
    /// written by `numberFormatStyle`.
    public static func measurement<UnitType>(width: Self.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature, its scale left out when `hidesScaleName`.
    public static func measurement(width: Self.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
                                   hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
        where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}
