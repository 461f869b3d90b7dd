import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// Only the time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The date: "November 26, 2026".
        public static let date = DateStyle(kind: .date)
        /// The time from now, in its two largest units, the second truncated: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now, signed: "+2 hours, 23 minutes", "-5 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, in the environment's locale, time zone and calendar (`en_US`,
    /// UTC and Gregorian unless set). `.relative`, `.offset` and `.timer` count from the moment of
    /// rendering: a page is one frame, so they do not tick as they do on iOS. Spans of more than
    /// a day are counted in days (iOS says months and years past a month).
    public init(_ date: Date, style: Text.DateStyle) {
        let formatted = TextFormat(date, format: AnyHashable(style)) { environment in
            Text.format(date, style: style, in: environment, now: RenderClock.now)
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }

    /// Text showing the span between a range's dates, in the environment's locale, time zone
    /// and calendar: "10:00 – 11:30 AM", with the days when they differ.
    public init(_ dates: ClosedRange<Date>) {
        let formatted = TextFormat(dates, format: AnyHashable("interval")) { environment in
            Text.format(dates.lowerBound..<dates.upperBound, in: environment)
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }

    /// Text showing the span of `interval`, as `Text(_: ClosedRange<Date>)` shows a range.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Text showing a timer over `timerInterval`, counting down to its end (or up from its
    /// start) from the moment of rendering, or from `pauseTime` when given: "2:32", "1:02:03",
    /// or with `showsHours: false` the minutes past 59 ("62:03"). It does not tick.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let key = AnyHashable([countsDown, showsHours])
        let formatted = TextFormat([timerInterval.lowerBound, timerInterval.upperBound, pauseTime ?? .distantPast], format: key) { _ in
            let moment = min(max(pauseTime ?? RenderClock.now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(timerInterval.lowerBound)
            return TimePattern.write(seconds, showsHours: showsHours, padsLeading: false, maxFieldCount: 3, maxPrecision: .seconds(1))
        }
        self.init(verbatim: formatted.string(EnvironmentValues()))
        self.format = formatted
    }

    /// `range` as an interval of hours and minutes in the environment's locale, time zone and
    /// calendar.
    static func format(_ range: Range<Date>, in environment: EnvironmentValues) -> String {
        var format = Date.IntervalFormatStyle().hour().minute()
        format.timeZone = environment.timeZone
        format.calendar = environment.calendar
        return format.locale(environment.locale).format(range)
    }

    /// `date` in `style` as seen at `now`.
    static func format(_ date: Date, style: DateStyle, in environment: EnvironmentValues, now: Date) -> String {
        switch style.kind {
        case .time, .date:
            var format = style.kind == .time ? Date.FormatStyle(date: .omitted, time: .shortened) : Date.FormatStyle(date: .long, time: .omitted)
            format.timeZone = environment.timeZone
            format.calendar = environment.calendar
            return format.locale(environment.locale).format(date)
        case .relative, .offset:
            let seconds = Int64(date.timeIntervalSince(now).rounded(.towardZero))
            let units = Duration.seconds(abs(seconds)).formatted(
                .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2, fractionalPart: .hide(rounded: .towardZero))
                    .locale(environment.locale)
            )
            guard style.kind == .offset else { return units }
            return (seconds < 0 ? "-" : "+") + units
        case .timer:
            return TimePattern.write(abs(date.timeIntervalSince(now)), showsHours: true, padsLeading: false, maxFieldCount: 3, maxPrecision: .seconds(1))
        }
    }
}
