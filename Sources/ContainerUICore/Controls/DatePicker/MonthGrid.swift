import Foundation

/// The month a graphical date picker shows: its title, the weekdays' short names from the
/// calendar's first weekday, and its days in weeks, computed with the environment's calendar in
/// its time zone and locale.
struct MonthGrid {
    /// One day of the month.
    struct Day: Hashable {
        /// The day's number in the month.
        let number: Int
        /// The day's start.
        let date: Date
    }

    /// "November 2026".
    let title: String
    /// "SUN", "MON", … from the calendar's first weekday.
    let weekdays: [String]
    /// Weeks of seven cells, `nil` before the first day and after the last.
    let weeks: [[Day?]]

    init(value: DatePickerValue) {
        let calendar = value.calendar
        let month = calendar.dateInterval(of: .month, for: value.date) ?? DateInterval(start: value.date, duration: 0)
        title = value.formatted(value.date, Date.FormatStyle().month(.wide).year())
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        weekdays = (0..<7).map { symbols[(first + $0) % 7].uppercased(with: value.locale) }
        let leading = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: value.date)?.count ?? 30
        var cells: [Day?] = Array(repeating: nil, count: leading)
        for number in 1...count {
            let date = calendar.date(byAdding: .day, value: number - 1, to: month.start) ?? month.start
            cells.append(Day(number: number, date: date))
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
