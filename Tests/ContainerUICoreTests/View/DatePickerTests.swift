import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `DatePicker`, `ColorPicker`, `Text(_:style:)` and a picker's `currentValueLabel`, as they resolve.
@Suite struct DatePickerTests {
    /// Thursday 3 December 2026, 10:00 UTC.
    let day = Date(timeIntervalSince1970: 1_796_292_000)

    private func dump(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) -> String {
        resolve(view, environment: environment).root.dump()
    }

    @Test func aCompactPickerShowsTheDayAndTimeInCapsulesOverADateTimeInput() {
        let output = dump(DatePicker("Starts", selection: .constant(day), in: day.addingTimeInterval(-3_600)...))
        #expect(output.contains("Text(\"Starts\")"))
        #expect(output.contains("Text(\"Dec 3, 2026\")"))
        #expect(output.contains("Text(\"10:00\u{202F}AM\")"))
        #expect(output.contains("FormInput(datetime-local \"2026-12-03T10:00\" min 2026-12-03T09:00)"))
    }

    @Test func theValueIsClampedToTheRangeAndShownInTheEnvironmentsZoneAndLocale() {
        let early = dump(DatePicker("Day", selection: .constant(day), in: day.addingTimeInterval(86_400)..., displayedComponents: .date))
        #expect(early.contains("Text(\"Dec 4, 2026\")") && early.contains("FormInput(date \"2026-12-04\" min 2026-12-04)"))
        let late = dump(DatePicker("Day", selection: .constant(day), in: ...day.addingTimeInterval(-86_400), displayedComponents: .date))
        #expect(late.contains("FormInput(date \"2026-12-02\" max 2026-12-02)"))
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "America/New_York")!
        environment.locale = Locale(identifier: "de_DE")
        let german = dump(DatePicker("Zeit", selection: .constant(day), displayedComponents: .hourAndMinute), environment: environment)
        #expect(german.contains("Text(\"5:00\")") && german.contains("FormInput(time \"05:00\")"))
    }

    @Test func aDisabledPickersCapsulesAreGrey() {
        #expect(!dump(DatePicker("Day", selection: .constant(day), displayedComponents: .date)).contains("Text(\"Dec 3, 2026\") color=tertiary"))
        #expect(dump(DatePicker("Day", selection: .constant(day), displayedComponents: .date).disabled(true)).contains("Text(\"Dec 3, 2026\") color=tertiary"))
    }

    @Test func hiddenLabelsLeaveTheCapsulesNamedByTheLabel() {
        let output = dump(DatePicker("Starts", selection: .constant(day), displayedComponents: .date).labelsHidden())
        #expect(!output.contains("Text(\"Starts\")"))
        #expect(output.contains("accessibilityLabel(\"Starts\")"))
    }

    @Test func aMonthGridStartsOnTheCalendarsFirstWeekday() {
        let value = DatePickerValue(selection: day, lowerBound: nil, upperBound: nil, components: .date, environment: EnvironmentValues())
        let sundays = MonthGrid(value: value)
        #expect(sundays.title == "December 2026")
        #expect(sundays.weekdays.first == "SUN" && sundays.weekdays.count == 7)
        // 1 December 2026 is a Tuesday: two empty cells, then 31 days in five weeks.
        #expect(sundays.weeks.count == 5 && sundays.weeks[0][0] == nil && sundays.weeks[0][2]?.number == 1)
        var environment = EnvironmentValues()
        var monday = Calendar(identifier: .gregorian)
        monday.firstWeekday = 2
        environment.calendar = monday
        let mondays = MonthGrid(value: DatePickerValue(selection: day, lowerBound: nil, upperBound: nil, components: .date, environment: environment))
        #expect(mondays.weekdays.first == "MON" && mondays.weeks[0][1]?.number == 1)
    }

    @Test func aGraphicalPickerCirclesTheChosenDayAndDisablesDaysOutOfRange() {
        let output = dump(
            DatePicker("Day", selection: .constant(day), in: day.addingTimeInterval(-86_400)..., displayedComponents: .date)
                .datePickerStyle(.graphical)
        )
        #expect(output.contains("accessibilityLabel(\"Thursday, December 3, 2026\")"))
        #expect(output.contains("FormInput(date \"2026-12-03\" min 2026-12-02)"))
        // 1 December is before the range: its button is disabled.
        #expect(output.contains("accessibilityLabel(\"Tuesday, December 1, 2026\") .accessibilityTraits(+isToggle) .disabled"))
        #expect(output.contains("accessibilityLabel(\"Wednesday, December 2, 2026\") .accessibilityTraits(+isToggle)\n"))
    }

    @Test func aWheelShowsEachComponentsNeighbours() {
        let value = DatePickerValue(selection: day, lowerBound: nil, upperBound: nil, components: .date, environment: EnvironmentValues())
        #expect(WheelColumns(value: value).columns == [
            ["October", "November", "December", "January", "February"], ["1", "2", "3", "4", "5"], ["2024", "2025", "2026", "2027", "2028"],
        ])
        let time = DatePickerValue(selection: day, lowerBound: nil, upperBound: nil, components: .hourAndMinute, environment: EnvironmentValues())
        #expect(WheelColumns(value: time).columns == [["8", "9", "10", "11", "12"], ["58", "59", "00", "01", "02"], ["", "", "AM", "PM", ""]])
    }

    @Test func aColorPickerHoldsTheColourAsHexInTheColourScheme() {
        #expect(Color.orange.hexString(in: .light) == "#ff9500" && Color.orange.hexString(in: .dark) == "#ff9f0a")
        #expect(Color(red: 0.2, green: 0.6, blue: 0.4, opacity: 0.5).hexString(in: .light) == "#339966")
        let output = dump(ColorPicker("Colour", selection: .constant(.orange)))
        #expect(output.contains("FormInput(color \"#ff9500\")") && output.contains("Text(\"Colour\")"))
    }

    @Test(arguments: [
        (Text.DateStyle.date, "December 3, 2026"), (.time, "10:00\u{202F}AM"), (.relative, "2 hours, 23 minutes"),
        (.offset, "+2 hours, 23 minutes"), (.timer, "2:23:10"),
    ])
    func textShowsADateInEachStyle(style: Text.DateStyle, expected: String) {
        let now = day.addingTimeInterval(-(2 * 3_600 + 23 * 60 + 10))
        let output = RenderClock.$fixedNow.withValue(now) { dump(Text(day, style: style)) }
        #expect(output.contains("Text(\"\(expected)\")"))
    }

    @Test func relativeTextCountsThePastTooAndATimerFitsItsHours() {
        let after = day.addingTimeInterval(5 * 60 + 27)
        #expect(RenderClock.$fixedNow.withValue(after) { dump(Text(day, style: .offset)) }.contains("Text(\"-5 minutes, 27 seconds\")"))
        #expect(RenderClock.$fixedNow.withValue(after) { dump(Text(day, style: .relative)) }.contains("Text(\"5 minutes, 27 seconds\")"))
        #expect(RenderClock.$fixedNow.withValue(after) { dump(Text(day, style: .timer)) }.contains("Text(\"5:27\")"))
        let later = day.addingTimeInterval(36 * 3_600 + 59 * 60 + 1)
        #expect(RenderClock.$fixedNow.withValue(later) { dump(Text(day, style: .timer)) }.contains("Text(\"36:59:01\")"))
    }

    @Test func textShowsARangeAnIntervalAndATimer() {
        let range = day...day.addingTimeInterval(5_400)
        #expect(dump(Text(range)).contains("Text(\"10:00\u{2009}\u{2013}\u{2009}11:30\u{202F}AM\")"))
        #expect(dump(Text(DateInterval(start: day, duration: 86_400 + 5_400))).contains("12/3/2026, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}12/4/2026, 11:30\u{202F}AM"))
        let tenMinutesIn = day.addingTimeInterval(600)
        #expect(RenderClock.$fixedNow.withValue(tenMinutesIn) { dump(Text(timerInterval: range)) }.contains("Text(\"1:20:00\")"))
        #expect(RenderClock.$fixedNow.withValue(tenMinutesIn) { dump(Text(timerInterval: range, countsDown: false)) }.contains("Text(\"10:00\")"))
        #expect(dump(Text(timerInterval: range, pauseTime: day.addingTimeInterval(60), showsHours: false)).contains("Text(\"89:00\")"))
        // Before the interval, a timer counting down shows all of it.
        #expect(RenderClock.$fixedNow.withValue(day.addingTimeInterval(-60)) { dump(Text(timerInterval: range)) }.contains("Text(\"1:30:00\")"))
    }

    @Test func aMenuPickerShowsItsCurrentValueLabel() {
        let picker = Picker(selection: .constant(15)) {
            Text("15 minutes before").tag(15)
        } label: {
            Text("Alert")
        } currentValueLabel: {
            Text("15 min")
        }
        let output = dump(picker)
        #expect(output.contains("Text(\"15 min\")") && !output.contains("Text(\"15 minutes before\")"))
        #expect(dump(Picker("Alert", selection: .constant(15)) { Text("15 minutes before").tag(15) } currentValueLabel: { Text("Soon") }).contains("Text(\"Soon\")"))
    }
}
