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
        /// The time from now, in its two largest units: "2 hours, 23 minutes".
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
                .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(environment.locale)
            )
            guard style.kind == .offset else { return units }
            return (seconds < 0 ? "-" : "+") + units
        case .timer:
            let seconds = abs(Int(date.timeIntervalSince(now).rounded(.towardZero)))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
        }
    }
}
