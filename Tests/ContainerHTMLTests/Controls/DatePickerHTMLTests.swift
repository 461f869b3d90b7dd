import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Date and colour pickers as the browser's own labelled inputs over their iOS looks.
@Suite struct DatePickerHTMLTests {
    /// Thursday 3 December 2026, 10:00 UTC.
    let day = Date(timeIntervalSince1970: 1_796_292_000)

    @Test func aDatePickerHoldsALabelledInputWithItsRange() {
        let html = renderHTML(DatePicker("Starts <now>", selection: .constant(day), in: day...day.addingTimeInterval(86_400)))
        #expect(html.contains("type=\"datetime-local\" value=\"2026-12-03T10:00\" min=\"2026-12-03T10:00\" max=\"2026-12-04T10:00\""))
        #expect(html.contains("aria-label=\"Starts &lt;now&gt;\""))
        #expect(html.contains("class=\"cui-native"))
    }

    @Test func aDisabledPickersInputIsDisabledAndAColourPickerHoldsAColourInput() {
        let html = renderHTML(DatePicker("Day", selection: .constant(day), displayedComponents: .date).disabled(true))
        #expect(html.contains("type=\"date\" value=\"2026-12-03\" disabled"))
        let colour = renderHTML(ColorPicker("Colour", selection: .constant(.blue)))
        #expect(colour.contains("type=\"color\" value=\"#007aff\" aria-label=\"Colour\""))
    }

    @Test func insideAButtonThePickerIsItsLookAlone() {
        let html = renderHTML(Button {} label: { DatePicker("Day", selection: .constant(day), displayedComponents: .date) })
        #expect(!html.contains("<input"))
        #expect(html.contains("Dec 3, 2026"))
    }
}
