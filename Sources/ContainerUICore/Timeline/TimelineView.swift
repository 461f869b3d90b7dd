import Foundation

/// A view whose content is rebuilt on the dates of a schedule, each time for that date.
///
/// A render is one frame: the content is built once, for the schedule's latest date not after
/// the render's "now" (the start of the current minute for `.everyMinute`, the current period's
/// start for `.periodic(from:by:)`, now itself for `.animation`), or for now when the schedule's
/// first date is still to come. The cadence is `.live`, as in an app in the foreground. Tests
/// and samples fix "now" as `Text`'s date styles do.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is built for: a date of the schedule and how often the view updates.
    public struct Context {
        /// How often a timeline view updates: its content can leave out what changes faster.
        public enum Cadence: Comparable, Sendable {
            /// As often as the schedule asks.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date the content is for.
        public let date: Date
        /// How often the view updates.
        public let cadence: Cadence

        /// Asks for the content to be built again: a render has one frame, so nothing happens.
        public func invalidateTimelineContent() {}
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// The date the content is built for at `now`: the latest of the schedule's dates not after
    /// it, or `now` when the first is after it. An ascending schedule is read only up to `now`.
    static func date(of schedule: Schedule, at now: Date) -> Date {
        var latest: Date?
        for entry in schedule.entries(from: now, mode: .normal) {
            if entry > now { break }
            latest = entry
        }
        return latest ?? now
    }
}

/// The context every ``TimelineView``'s content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A view that rebuilds `content` on the dates of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let context = TimelineViewDefaultContext(date: date(of: view.schedule, at: RenderClock.now), cadence: .live)
        resolver.resolve(view.content(context))
    }
}
