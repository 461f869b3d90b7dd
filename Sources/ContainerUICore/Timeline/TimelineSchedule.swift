import Foundation

/// When a ``TimelineView`` updates: a sequence of dates, ascending.
public protocol TimelineSchedule {
    /// How often the system lets the view update.
    typealias Mode = TimelineScheduleMode
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on (a schedule may begin with the last date before it).
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often the system lets a timeline update: normally, or rarely (an always-on display).
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as the schedule asks.
    case normal
    /// Rarely, to save power.
    case lowFrequency
}

/// Every minute, at the start of each.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Minutes, as dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        /// The next minute's start.
        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }

    /// The schedule of every minute.
    public init() {}

    /// The start of the minute holding `startDate`, then every minute after it.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// Every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The periods' starts.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next period's start.
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// A schedule of every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The start of the period holding `startDate` (the schedule's own start if that is later),
    /// then every interval after it.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        guard interval > 0, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: max(interval, 1)) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate + periods * interval, interval: interval)
    }
}

/// As often as an animation draws, at most every `minimumInterval` seconds, or not at all while
/// paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The frames' dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval?
        /// The next frame's date.
        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { interval in upcoming.map { $0 + interval } } }
            return upcoming
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of every frame, at most every `minimumInterval` seconds, paused or not.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then a frame every `minimumInterval` (a sixtieth of a second if `nil`);
    /// `startDate` alone while paused.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        Entries(upcoming: startDate, interval: paused ? nil : max(minimumInterval ?? 1.0 / 60, 1.0 / 120))
    }
}

/// Exactly the dates given.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// A schedule of `dates`.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The dates given, whatever `startDate` is.
    public func entries(from startDate: Date, mode: Mode) -> Dates {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Dates: Sendable {}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute, at the start of each.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame an animation draws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds, or none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Exactly the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
