import Foundation

/// A source of time for a `Text` (`Text(.currentDate, format: .dateTime)`): now, a range from or
/// to now, or the offset from now to a date. A page is rendered once, so the text shows the
/// source's value at the moment of rendering (``RenderClock``) and does not tick.
public struct TimeDataSource<Value> {
    /// The value at `now`.
    let value: (Date) -> Value
}

extension TimeDataSource where Value == Date {
    /// Now.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Range<Date> {
    /// From `date` to now (`date..<max(date, now)`).
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { date..<max(date, $0) }
    }

    /// From now to `date` (`min(date, now)..<date`).
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { min(date, $0)..<date }
    }
}

extension TimeDataSource where Value == Duration {
    /// The time from `date` to now, negative before it.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { .seconds($0.timeIntervalSince(date)) }
    }
}

extension Text {
    /// Text of `source`'s value written by `format` at the moment of rendering, in the
    /// environment's locale (and, for dates, time zone and calendar).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == String {
        let formatted = TextFormat(RenderSourceKey(), format: AnyHashable(format)) { environment in
            TextFormat.string(source.value(RenderClock.now), format: format, in: environment)
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }

    /// Text of `source`'s value written by `format` as an attributed string, at the moment of
    /// rendering, in the environment's locale.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == AttributedString {
        let formatted = TextFormat(RenderSourceKey(), format: AnyHashable(format)) { environment in
            String(format.locale(environment.locale).format(source.value(RenderClock.now)).characters)
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }
}

/// The input of a text of a time source: every render is its own moment, so two such texts with
/// the same format are equal.
private struct RenderSourceKey: Equatable {}
