import Foundation

/// The time between two dates as calendar components (`2 hours, 10 minutes`, `2h 10m`), which
/// `.components(style:fields:)` gives as on Apple's systems. Foundation on Linux declares
/// `Date.ComponentsFormatStyle` as an empty stub that formats nothing, so the style is this type
/// of ContainerUI's: code that writes `.components(style: .wide)` compiles unchanged, code that
/// names `Date.ComponentsFormatStyle` does not. The range is split into its fields in the
/// calendar, largest first; fields of zero are left out (all zero, the smallest is written),
/// and each is named by CLDR's units in the locale through the toolchain's ICU.
public struct DateComponentsFormatStyle: DiscreteFormatStyle, Sendable {
    /// How the fields are written.
    public struct Style: Codable, Hashable, Sendable {
        let option: Int

        /// Whole names: `2 hours, 10 minutes`.
        public static var wide: Self { .init(option: 0) }
        /// Abbreviations: `2 hr, 10 min`.
        public static var abbreviated: Self { .init(option: 1) }
        /// Abbreviations, condensed: `2hr 10min`.
        public static var condensedAbbreviated: Self { .init(option: 2) }
        /// The shortest form: `2h 10m`.
        public static var narrow: Self { .init(option: 3) }
        /// Numbers in words and whole names: `two hours, ten minutes`.
        public static var spellOut: Self { .init(option: 4) }
    }

    /// A calendar field a range is split into.
    public struct Field: Codable, Hashable, Sendable, Comparable {
        let order: Int

        /// Years.
        public static var year: Self { .init(order: 0) }
        /// Months.
        public static var month: Self { .init(order: 1) }
        /// Weeks.
        public static var week: Self { .init(order: 2) }
        /// Days.
        public static var day: Self { .init(order: 3) }
        /// Hours.
        public static var hour: Self { .init(order: 4) }
        /// Minutes.
        public static var minute: Self { .init(order: 5) }
        /// Seconds.
        public static var second: Self { .init(order: 6) }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

        /// The field's calendar component and CLDR unit.
        var parts: (component: Calendar.Component, unit: String) {
            switch order {
            case 0: (.year, "year")
            case 1: (.month, "month")
            case 2: (.weekOfMonth, "week")
            case 3: (.day, "day")
            case 4: (.hour, "hour")
            case 5: (.minute, "minute")
            default: (.second, "second")
            }
        }

        static let all: [Field] = [.year, .month, .week, .day, .hour, .minute, .second]
    }

    /// How the fields are written.
    public var style: Style
    /// The locale whose names and numbers are used.
    public var locale: Locale
    /// The calendar the range is split in.
    public var calendar: Calendar
    /// The fields the range is split into; every field when `nil`.
    public var fields: Set<Field>?

    /// A style writing ranges in `style`, split into `fields` of `calendar`.
    public init(style: Style, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent,
                fields: Set<Field>? = nil) {
        self.style = style
        self.locale = locale
        self.calendar = calendar
        self.fields = fields
    }

    /// The same style for `locale`.
    public func locale(_ locale: Locale) -> Self {
        var style = self
        style.locale = locale
        return style
    }

    /// The range written as its fields.
    public func format(_ range: Range<Date>) -> String {
        let chosen = (fields.map { Array($0) } ?? Field.all).sorted()
        guard let smallest = chosen.last else { return "" }
        // The week is a field of its own only when asked for; the days hold it otherwise.
        let components = calendar.dateComponents(Set(chosen.map(\.parts.component)), from: range.lowerBound, to: range.upperBound)
        var written = chosen.compactMap { field -> String? in
            let value = components.value(for: field.parts.component) ?? 0
            return value == 0 ? nil : measure(value, field.parts.unit)
        }
        if written.isEmpty { written = [measure(0, smallest.parts.unit)] }
        let width: ICU.UnitListWidth = switch style.option {
        case 0, 4: .wide
        case 1: .short
        default: .narrow
        }
        return ICU.unitList(written, width: width, locale: locale.identifier) ?? written.joined(separator: ", ")
    }

    /// The range whose end is one of the smallest field's units earlier, where the text may
    /// read differently (`nil` once the range is empty).
    public func discreteInput(before range: Range<Date>) -> Range<Date>? {
        let end = range.upperBound.addingTimeInterval(-smallestStep)
        return end >= range.lowerBound ? range.lowerBound..<end : nil
    }

    /// The range whose end is one of the smallest field's units later.
    public func discreteInput(after range: Range<Date>) -> Range<Date>? {
        range.lowerBound..<range.upperBound.addingTimeInterval(smallestStep)
    }

    /// The range ending just before `range` ends (`nil` once it is empty).
    public func input(before range: Range<Date>) -> Range<Date>? {
        let end = Date(timeIntervalSinceReferenceDate: range.upperBound.timeIntervalSinceReferenceDate.nextDown)
        return end >= range.lowerBound ? range.lowerBound..<end : nil
    }

    /// The range ending just after `range` ends.
    public func input(after range: Range<Date>) -> Range<Date>? {
        range.lowerBound..<Date(timeIntervalSinceReferenceDate: range.upperBound.timeIntervalSinceReferenceDate.nextUp)
    }

    /// The length of the smallest chosen field's unit, in seconds (a month as 30 days, a year as
    /// 365).
    private var smallestStep: TimeInterval {
        let steps: [TimeInterval] = [31_536_000, 2_592_000, 604_800, 86_400, 3_600, 60, 1]
        return steps[((fields.map { Array($0) } ?? Field.all).max()?.order ?? 6)]
    }

    /// One field's value and unit as the style writes it.
    private func measure(_ value: Int, _ unit: String) -> String {
        let width = switch style.option {
        case 0, 4: "unit-width-full-name"
        case 3: "unit-width-narrow"
        default: "unit-width-short"
        }
        let digits = style.option == 4 ? " numbering-system/latn group-off" : ""
        guard var text = ICU.format(Double(value), skeleton: "unit/\(unit) \(width)\(digits)", locale: locale.identifier) else {
            return "\(value) \(unit)"
        }
        switch style.option {
        case 2:
            text.removeAll { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
        case 4:
            if let number = text.firstRange(of: String(value)), let words = ICU.spelledOut(Double(value), locale: locale.identifier) {
                text.replaceSubrange(number, with: words)
            }
        default:
            break
        }
        return text
    }
}

extension FormatStyle where Self == DateComponentsFormatStyle {
    /// A range of dates as calendar components in `style`, split into `fields` (every field
    /// when `nil`).
    public static func components(style: DateComponentsFormatStyle.Style, fields: Set<DateComponentsFormatStyle.Field>? = nil) -> Self {
        DateComponentsFormatStyle(style: style, fields: fields)
    }
}
