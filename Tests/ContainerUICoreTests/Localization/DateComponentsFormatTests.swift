import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `DateComponentsFormatStyle`: the time between two dates as calendar components.
@Suite("Date components formats")
struct DateComponentsFormatTests {
    private let start = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC
    private var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func written(_ seconds: TimeInterval, _ style: DateComponentsFormatStyle.Style, locale: String = "en_US",
                         fields: Set<DateComponentsFormatStyle.Field>? = nil) -> String {
        DateComponentsFormatStyle(style: style, locale: Locale(identifier: locale), calendar: utc, fields: fields)
            .format(start..<start.addingTimeInterval(seconds))
    }

    @Test("Each style writes the non-zero fields, largest first")
    func styles() {
        let time: TimeInterval = 2 * 3600 + 10 * 60
        #expect(written(time, .wide) == "2 hours, 10 minutes")
        #expect(written(time, .abbreviated) == "2 hr, 10 min")
        #expect(written(time, .condensedAbbreviated) == "2hr 10min")
        #expect(written(time, .narrow) == "2h 10m")
        #expect(written(time, .spellOut) == "two hours, ten minutes")
        #expect(written(time + 5, .wide, locale: "fr_FR") == "2\u{A0}heures, 10 minutes et 5\u{A0}secondes")
        #expect(written(time, .wide, locale: "ru_RU") == "2 часа 10 минут")
    }

    @Test("Calendar fields, chosen fields, and an empty range")
    func fields() {
        // January has 31 days: 40 days are a month and 9 days, or 5 weeks and 5 days.
        #expect(written(40 * 86_400, .wide) == "1 month, 1 week, 2 days")
        #expect(written(40 * 86_400, .wide, fields: [.day]) == "40 days")
        #expect(written(90 * 60, .abbreviated, fields: [.minute]) == "90 min")
        #expect(written(0, .wide) == "0 seconds")
        #expect(written(0, .narrow, fields: [.hour, .minute]) == "0m")
    }

    @Test("A Text of a range is written in the environment's locale")
    func text() {
        let text = Text(start..<start.addingTimeInterval(3_900), format: .components(style: .wide))
        #expect(resolve(text).root.firstText?.string == "1 hour, 5 minutes")
        #expect(resolve(text.environment(\.locale, Locale(identifier: "de_DE"))).root.firstText?.string == "1 Stunde und 5 Minuten")
        #expect((start..<start.addingTimeInterval(60)).formatted(.components(style: .narrow)).hasSuffix("m"))
        let chosen = Text(start..<start.addingTimeInterval(3_900), format: .components(style: .abbreviated, fields: [.minute]))
        #expect(resolve(chosen).root.firstText?.string == "65 min")
    }
}
