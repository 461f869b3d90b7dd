import Foundation

/// A value a `Text` shows through a `FormatStyle`, formatted when the text is resolved: in the
/// environment's locale and, for dates, its time zone and calendar, never the machine's. A class,
/// so that a `Text` holding none stays one pointer larger, not the size of a value and its style.
package final class TextFormat: Equatable, @unchecked Sendable {
    private let format: AnyHashable
    private let input: Any
    private let inputEquals: (Any) -> Bool
    /// The value formatted as `environment` says.
    package let string: (EnvironmentValues) -> String

    /// A value formatted by `string`, equal to another of the same `format` and `input`.
    init<Input: Equatable>(_ input: Input, format: AnyHashable, string: @escaping (EnvironmentValues) -> String) {
        self.format = format
        self.input = input
        inputEquals = { ($0 as? Input) == input }
        self.string = string
    }

    convenience init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(input, format: AnyHashable(format)) { environment in
            if var date = format as? Date.FormatStyle {
                date.timeZone = environment.timeZone
                date.calendar = environment.calendar
                return date.locale(environment.locale).format(input as! Date)
            }
            return format.locale(environment.locale).format(input)
        }
    }

    /// The translation of a localizable key, looked up for the environment's locale (the key's
    /// own text when no table of the bundle has it).
    convenience init(localized key: LocalizedStringKey, table: String?, bundle: Bundle) {
        self.init(key, format: AnyHashable([key.tableKey, table ?? "", bundle.bundlePath])) { environment in
            guard let translation = StringsTables.translation(of: key.tableKey, table: table, bundle: bundle, locale: environment.locale) else {
                return key.key
            }
            return translation.string(key.arguments, locale: environment.locale)
        }
    }

    package static func == (lhs: TextFormat, rhs: TextFormat) -> Bool {
        lhs.format == rhs.format && lhs.inputEquals(rhs.input)
    }
}

extension Text {
    /// Text showing `input` through `format` (`.number`, `.percent`, `.currency(code:)`,
    /// `.dateTime` and the other `FormatStyle`s), in the environment's locale (`en_US` unless set)
    /// and, for dates, its `timeZone` and `calendar` (UTC and Gregorian unless set). Styles that
    /// read the clock, such as `.relative`, read the machine's.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = TextFormat(input, format: format)
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }
}
