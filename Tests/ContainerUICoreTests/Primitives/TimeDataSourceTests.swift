import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `Text` of a `TimeDataSource` with Foundation's styles and SwiftUI's timer and stopwatch,
/// written at the moment of rendering.
@Suite("Time data sources")
struct TimeDataSourceTests {
    private let start = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC

    private func shown(_ text: Text, at seconds: TimeInterval) -> String? {
        RenderClock.$fixedNow.withValue(start.addingTimeInterval(seconds)) { resolve(text).root.firstText?.string }
    }

    @Test("Sources give now, ranges from or to now, and the offset to a date")
    func sources() {
        #expect(shown(Text(.currentDate, format: .dateTime.hour().minute()), at: 90) == "12:01\u{202F}PM")
        #expect(shown(Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond)), at: 125) == "2:05")
        #expect(shown(Text(.dateRange(startingAt: start), format: .components(style: .abbreviated)), at: 3_660) == "1 hr, 1 min")
        let end = start.addingTimeInterval(600)
        #expect(shown(Text(.dateRange(endingAt: end), format: .components(style: .narrow)), at: 60) == "9m")
    }

    @Test("Timers count down or up within their interval, with hours, fields and precision")
    func timers() {
        let ten = start..<start.addingTimeInterval(600)
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: ten)), at: 0) == "10:00")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: ten)), at: 270.6) == "5:29")
        #expect(shown(Text(.currentDate, format: .timer(countingDownIn: ten)), at: 900) == "0:00")
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: ten)), at: 61) == "1:01")
        let day = start..<start.addingTimeInterval(86_400)
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: day)), at: 3_725) == "1:02:05")
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: day, showsHours: false)), at: 3_725) == "62:05")
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: day, maxFieldCount: 2)), at: 3_725) == "1:02")
        #expect(shown(Text(.currentDate, format: .timer(countingUpIn: ten, maxPrecision: .milliseconds(100))), at: 5.27) == "0:05.2")
    }

    @Test("An offset to a date is its largest fields in words, or a time, with a sign before the anchor")
    func offsets() {
        #expect(shown(Text(.currentDate, format: .offset(to: start)), at: 222) == "3 minutes, 42 seconds")
        #expect(shown(Text(.currentDate, format: .offset(to: start)), at: 5_025) == "1 hour, 23 minutes", "two fields at most")
        #expect(shown(Text(.currentDate, format: .offset(to: start, maxFieldCount: 1)), at: 222) == "3 minutes")
        #expect(shown(Text(.currentDate, format: .offset(to: start, allowedFields: [.minute, .second])), at: 5_025) == "83:45")
        #expect(shown(Text(.currentDate, format: .offset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3)), at: 5_025) == "1:23:45")
        #expect(shown(Text(.currentDate, format: .offset(to: start)), at: -222) == "-3 minutes, 42 seconds")
        #expect(shown(Text(.currentDate, format: .offset(to: start, sign: .never)), at: -222) == "3 minutes, 42 seconds")
        #expect(shown(Text(.currentDate, format: .offset(to: start, sign: .always())), at: 60) == "+1 minute")
        #expect(shown(Text(.currentDate, format: .offset(to: start)), at: 0) == "0 seconds")
        #expect(shown(Text(.currentDate, format: .offset(to: start, allowedFields: [.day, .hour])), at: 90_000) == "1 day, 1 hour")
        let french = RenderClock.$fixedNow.withValue(start.addingTimeInterval(222)) {
            resolve(Text(.currentDate, format: .offset(to: start)).environment(\.locale, Locale(identifier: "fr_FR"))).root.firstText?.string
        }
        #expect(french?.replacingOccurrences(of: "\u{A0}", with: " ") == "3 minutes et 42 secondes", "ICU's no-break spaces aside")
    }

    @Test("A stopwatch pads its fields and shows hundredths by default")
    func stopwatch() {
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start)), at: 5.234) == "00:05.23")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start)), at: 3_600) == "01:00:00.00")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start, maxPrecision: .seconds(1))), at: 83) == "01:23")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start, maxFieldCount: 3)), at: 5_025.5) == "01:23:45")
        #expect(shown(Text(.currentDate, format: .stopwatch(startingAt: start)), at: -10) == "00:00.00")
        let style = SystemFormatStyle.Stopwatch(startingAt: start)
        #expect(style.discreteInput(after: start) == start.addingTimeInterval(0.01))
        #expect(style.discreteInput(before: start) == nil)
    }
}
