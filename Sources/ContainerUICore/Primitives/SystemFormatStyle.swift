import Foundation

/// Format styles for time that a `Text` of a ``TimeDataSource`` shows, as SwiftUI has them: a
/// timer counting within an interval, a stopwatch, and the offset from a date (``DateOffset``).
/// (SwiftUI's `DateReference` is not here.)
public enum SystemFormatStyle {
    /// A timer within an interval, counting down to its end or up from its start: `4:32`,
    /// `1:23:45`, with fractions of a second when the precision is finer than a second.
    public struct Timer: DiscreteFormatStyle, Sendable {
        let interval: Range<Date>
        var countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration

        /// A timer counting from the interval's length down to zero.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// A timer counting from zero up to the interval's length.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                    maxPrecision: Duration = .seconds(1)) {
            self.init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
            countsDown = false
        }

        /// The time the timer shows at `date`.
        public func format(_ date: Date) -> AttributedString {
            let moment = min(max(date, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
            return AttributedString(TimePattern.write(seconds, showsHours: showsHours, padsLeading: false,
                                                      maxFieldCount: maxFieldCount, maxPrecision: maxPrecision))
        }

        /// The last moment before `date` at which the timer shows something else.
        public func discreteInput(before date: Date) -> Date? {
            date > interval.lowerBound ? date.addingTimeInterval(-TimePattern.step(maxPrecision)) : nil
        }

        /// The first moment after `date` at which the timer shows something else.
        public func discreteInput(after date: Date) -> Date? {
            date < interval.upperBound ? date.addingTimeInterval(TimePattern.step(maxPrecision)) : nil
        }
    }

    /// A stopwatch counting up from a date: `00:05.23`, `01:00:00.00`, minutes (and hours, once
    /// shown) in two digits.
    public struct Stopwatch: DiscreteFormatStyle, Sendable {
        let startDate: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration

        /// A stopwatch started at `startDate`; any earlier moment shows zero.
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                    maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The time elapsed at `date`.
        public func format(_ date: Date) -> AttributedString {
            AttributedString(TimePattern.write(max(0, date.timeIntervalSince(startDate)), showsHours: showsHours, padsLeading: true,
                                               maxFieldCount: maxFieldCount, maxPrecision: maxPrecision))
        }

        /// The last moment before `date` at which the stopwatch shows something else.
        public func discreteInput(before date: Date) -> Date? {
            date > startDate ? date.addingTimeInterval(-TimePattern.step(maxPrecision)) : nil
        }

        /// The first moment after `date` at which the stopwatch shows something else.
        public func discreteInput(after date: Date) -> Date? {
            date.addingTimeInterval(TimePattern.step(maxPrecision))
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down to the end of `interval`.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting up from the start of `interval`.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> Self {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch counting up from `startDate`.
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                                 maxPrecision: Duration = .milliseconds(10)) -> Self {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

/// Times written as timers and stopwatches write them.
enum TimePattern {
    /// The precision in seconds, at least a thousandth.
    static func step(_ precision: Duration) -> TimeInterval {
        let (seconds, attoseconds) = precision.components
        return max(0.001, Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// `seconds` as `H:MM:SS`, `M:SS` (hours only from an hour on, when `showsHours`; minutes past
    /// 59 otherwise), with the fraction digits a precision finer than a second gives; the fields
    /// beyond `maxFieldCount`, from the smallest, are left out (a precision of a minute or more
    /// leaves the seconds out). Truncated, as a timer shows the time it has not yet passed.
    static func write(_ seconds: TimeInterval, showsHours: Bool, padsLeading: Bool, maxFieldCount: Int,
                      maxPrecision: Duration) -> String {
        let step = step(maxPrecision)
        let fractionDigits = step >= 1 ? 0 : min(3, Int((-log10(step)).rounded(.up)))
        let scale = pow(10, Double(fractionDigits))
        let total = (max(0, seconds) * scale).rounded(.towardZero) / scale
        let whole = Int(total)
        let hasHours = showsHours && whole >= 3_600
        var fields: [String] = []
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minutes = hasHours ? whole / 60 % 60 : whole / 60
        if hasHours { fields.append(padsLeading ? twoDigits(whole / 3_600) : "\(whole / 3_600)") }
        fields.append(hasHours || padsLeading ? twoDigits(minutes) : "\(minutes)")
        if step < 60 { fields.append(twoDigits(whole % 60)) }
        let limit = max(1, maxFieldCount)
        var fraction = ""
        if fractionDigits > 0, fields.count < limit {
            let value = Int(((total - Double(whole)) * scale).rounded())
            fraction = "." + String(String(value).reversed()).padding(toLength: fractionDigits, withPad: "0", startingAt: 0).reversed()
        }
        return fields.prefix(limit).joined(separator: ":") + fraction
    }
}
