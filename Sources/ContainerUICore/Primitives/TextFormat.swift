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
    /// For a localized key, its text in `environment` and where the interpolated values are in it
    /// (UTF-8 offsets): its Markdown is read when the text is resolved, the values left as they
    /// are. `nil` for other formats.
    let markdown: ((EnvironmentValues) -> (text: String, literal: [Range<Int>]))?

    /// A value formatted by `string`, equal to another of the same `format` and `input`.
    init<Input: Equatable>(_ input: Input, format: AnyHashable, string: @escaping (EnvironmentValues) -> String) {
        self.format = format
        self.input = input
        inputEquals = { ($0 as? Input) == input }
        self.string = string
        markdown = nil
    }

    /// A localized key's text, whose Markdown is read when the text is resolved.
    private init(_ key: LocalizedStringKey, format: AnyHashable,
                 markdown: @escaping (EnvironmentValues) -> (text: String, literal: [Range<Int>])) {
        self.format = format
        input = key
        inputEquals = { ($0 as? LocalizedStringKey) == key }
        string = { markdown($0).text }
        self.markdown = markdown
    }

    convenience init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(input, format: AnyHashable(format)) { environment in Self.string(input, format: format, in: environment) }
    }

    /// `input` written by `format` in the environment's locale (and, for dates and ranges of
    /// them, its time zone and calendar).
    static func string<F: FormatStyle>(_ input: F.FormatInput, format: F, in environment: EnvironmentValues) -> String
        where F.FormatOutput == String {
        if var date = format as? Date.FormatStyle {
            date.timeZone = environment.timeZone
            date.calendar = environment.calendar
            return date.locale(environment.locale).format(input as! Date)
        }
        if var components = format as? DateComponentsFormatStyle {
            components.calendar = environment.calendar
            components.calendar.timeZone = environment.timeZone
            return components.locale(environment.locale).format(input as! Range<Date>)
        }
        return format.locale(environment.locale).format(input)
    }

    /// The translation of a localizable key, looked up for the environment's locale in `bundle`
    /// (the key's own text when no table of the bundle has it, or no bundle is given), its values
    /// written with the environment's locale, time zone and calendar where they are dates or
    /// have a format style, its Markdown read as SwiftUI reads a translation's.
    convenience init(localized key: LocalizedStringKey, table: String?, bundle: Bundle?) {
        self.init(key, format: AnyHashable([key.tableKey, table ?? "", bundle?.bundlePath ?? ""])) { environment in
            var arguments = key.arguments
            for (index, value) in key.environmentValues { arguments[index] = .text(value.write(environment)) }
            var literal: [Range<Int>] = []
            if let bundle, let translation = StringsTables.translation(of: key.tableKey, table: table, bundle: bundle, locale: environment.locale) {
                let text = translation.string(arguments, locale: environment.locale) { literal.append($0) }
                return (text, literal)
            }
            guard !key.environmentValues.isEmpty else { return (key.key, key.interpolations) }
            let text = String.LocalizationValue.format(key.tableKey, arguments) { literal.append($0) }
            return (text, literal)
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
