import Foundation

/// A date picker's value as its looks show it: clamped to the range, formatted in the
/// environment's locale, time zone and calendar, and written as the browser's inputs want it.
struct DatePickerValue {
    /// The chosen date, within the range.
    let date: Date
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents
    /// The environment's calendar, in its time zone and locale.
    let calendar: Calendar
    let locale: Locale

    init(selection: Date, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents, environment: EnvironmentValues) {
        var date = selection
        if let lowerBound, date < lowerBound { date = lowerBound }
        if let upperBound, date > upperBound { date = upperBound }
        self.date = date
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        self.calendar = calendar
        locale = environment.locale
    }

    /// Whether the day is shown.
    var showsDate: Bool { components.contains(.date) }
    /// Whether the time of day is shown.
    var showsTime: Bool { components.contains(.hourAndMinute) }

    /// `date` through `style`, in the environment's calendar, time zone and locale.
    func formatted(_ date: Date, _ style: Date.FormatStyle) -> String {
        var style = style
        style.calendar = calendar
        style.timeZone = calendar.timeZone
        return style.locale(locale).format(date)
    }

    /// The day as a compact picker shows it: "Nov 26, 2026".
    var dayText: String { formatted(date, Date.FormatStyle(date: .abbreviated, time: .omitted)) }
    /// The time as a compact picker shows it: "9:41 AM".
    var timeText: String { formatted(date, Date.FormatStyle(date: .omitted, time: .shortened)) }

    /// Whether `day` (any moment of it) lies within the range.
    func contains(day: Date) -> Bool {
        if let lowerBound, let end = calendar.dateInterval(of: .day, for: day)?.end, end <= lowerBound { return false }
        if let upperBound, let start = calendar.dateInterval(of: .day, for: day)?.start, start > upperBound { return false }
        return true
    }

    // MARK: The browser's inputs

    /// The input for what the picker shows: a date, a time, or both.
    var input: ResolvedFormInput {
        if !showsTime { return dateInput }
        if !showsDate { return timeInput }
        return ResolvedFormInput(
            type: .dateTimeLocal, value: Self.html(date, in: calendar.timeZone, time: true),
            minimum: lowerBound.map { Self.html($0, in: calendar.timeZone, time: true) },
            maximum: upperBound.map { Self.html($0, in: calendar.timeZone, time: true) }
        )
    }

    /// A date input within the range's days.
    var dateInput: ResolvedFormInput {
        ResolvedFormInput(
            type: .date, value: Self.html(date, in: calendar.timeZone, time: false),
            minimum: lowerBound.map { Self.html($0, in: calendar.timeZone, time: false) },
            maximum: upperBound.map { Self.html($0, in: calendar.timeZone, time: false) }
        )
    }

    /// A time input; a range of dates does not bound a time of day, so it has no limits.
    var timeInput: ResolvedFormInput {
        let full = Self.html(date, in: calendar.timeZone, time: true)
        return ResolvedFormInput(type: .time, value: String(full.split(separator: "T")[1]), minimum: nil, maximum: nil)
    }

    /// `date` as HTML writes dates (`yyyy-MM-dd`, and `THH:mm` with the time): always in the
    /// Gregorian calendar, in `timeZone`.
    static func html(_ date: Date, in timeZone: TimeZone, time: Bool) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var text = padded(parts.year ?? 0, 4) + "-" + padded(parts.month ?? 1, 2) + "-" + padded(parts.day ?? 1, 2)
        if time { text += "T" + padded(parts.hour ?? 0, 2) + ":" + padded(parts.minute ?? 0, 2) }
        return text
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
