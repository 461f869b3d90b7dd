import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `TimelineView` builds its content once, for the schedule's date at the render's "now".
@Suite struct TimelineViewTests {
    /// Thursday 3 December 2026, 10:00:00 UTC.
    let ten = Date(timeIntervalSince1970: 1_796_292_000)

    private func dump(_ view: some View, at now: Date) -> String {
        RenderClock.$fixedNow.withValue(now) { resolve(view).root.dump() }
    }

    /// The content: the date it was built for, as seconds since 10:00, and its cadence.
    private func stamp(_ context: TimelineViewDefaultContext) -> Text {
        Text(verbatim: "\(Int(context.date.timeIntervalSince(ten))) \(context.cadence)")
    }

    @Test func everyMinuteIsTheStartOfTheCurrentMinute() {
        #expect(dump(TimelineView(.everyMinute) { stamp($0) }, at: ten + 125).contains("Text(\"120 live\")"))
        #expect(dump(TimelineView(.everyMinute) { stamp($0) }, at: ten).contains("Text(\"0 live\")"))
    }

    @Test func periodicIsTheStartOfTheCurrentPeriodOrNowBeforeTheFirst() {
        let schedule = PeriodicTimelineSchedule.periodic(from: ten, by: 15)
        #expect(dump(TimelineView(schedule) { stamp($0) }, at: ten + 44).contains("Text(\"30 live\")"))
        #expect(dump(TimelineView(schedule) { stamp($0) }, at: ten + 45).contains("Text(\"45 live\")"))
        #expect(dump(TimelineView(schedule) { stamp($0) }, at: ten - 7).contains("Text(\"-7 live\")"))
    }

    @Test func animationIsNowPausedOrNot() {
        #expect(dump(TimelineView(.animation) { stamp($0) }, at: ten + 3).contains("Text(\"3 live\")"))
        #expect(dump(TimelineView(.animation(minimumInterval: 1, paused: true)) { stamp($0) }, at: ten + 9).contains("Text(\"9 live\")"))
    }

    @Test func explicitIsTheLatestDateNotAfterNowOrNowBeforeTheFirst() {
        let dates = [ten + 10, ten + 20, ten + 60]
        #expect(dump(TimelineView(.explicit(dates)) { stamp($0) }, at: ten + 25).contains("Text(\"20 live\")"))
        #expect(dump(TimelineView(.explicit(dates)) { stamp($0) }, at: ten + 20).contains("Text(\"20 live\")"))
        #expect(dump(TimelineView(.explicit(dates)) { stamp($0) }, at: ten + 5).contains("Text(\"5 live\")"))
        #expect(dump(TimelineView(.explicit([Date]())) { stamp($0) }, at: ten + 5).contains("Text(\"5 live\")"))
    }

    @Test func theContentIsBuiltInPlaceWithTheDateStyles() {
        let output = dump(VStack { TimelineView(.everyMinute) { context in Text(context.date, style: .time) } }, at: ten + 59)
        #expect(output.contains("Text(\"10:00\u{202F}AM\")"))
        #expect(output.split(separator: "\n").count == 3, "the root, the stack and the text: no node of its own")
    }
}
