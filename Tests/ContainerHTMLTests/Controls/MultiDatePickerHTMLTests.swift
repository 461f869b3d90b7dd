@testable import ContainerUICore
import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// iOS 16's `MultiDatePicker`: the current month as a graphical date picker draws it, a group
/// named by the label, each chosen day pressed and circled, days outside the bounds disabled.
@Suite struct MultiDatePickerHTMLTests {
    /// Thursday 26 November 2026, 07:30 UTC.
    let now = Date(timeIntervalSince1970: 1_795_678_200)
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func render(_ view: some View) -> String {
        RenderClock.$fixedNow.withValue(now) {
            renderHTML(view.environment(\.timeZone, TimeZone(identifier: "UTC")!), options: quiet)
        }
    }

    @Test func chosenDaysArePressedInTheCurrentMonth() {
        let days: Set<DateComponents> = [
            DateComponents(year: 2026, month: 11, day: 2), DateComponents(year: 2026, month: 11, day: 30),
            DateComponents(year: 2026, month: 12, day: 25),
        ]
        let html = render(MultiDatePicker("Trip days", selection: .constant(days)))
        #expect(html.contains(#"role="group" aria-label="Trip days""#))
        #expect(html.contains(">November 2026<"))
        // The two November days; Christmas is in another month.
        #expect(html.components(separatedBy: #"aria-pressed="true""#).count == 3)
        #expect(html.contains(#"aria-label="Monday, November 2, 2026" aria-pressed="true""#))
        #expect(html.contains(#"aria-label="Monday, November 30, 2026" aria-pressed="true""#))
        #expect(!html.contains("<input"), "no single date for the browser's date input")
    }

    @Test func boundsDisableDays() {
        let start = Date(timeIntervalSince1970: 1_795_651_200)  // 26 November 2026, 00:00 UTC
        let html = render(MultiDatePicker("Days", selection: .constant([]), in: start...))
        let disabled = html.components(separatedBy: " disabled").count - 1
        #expect(disabled == 25, "the 1st to the 25th")
        #expect(!html.contains(#"aria-pressed="true""#))
    }
}
