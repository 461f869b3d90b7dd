import ContainerUI
import Foundation

/// Date and colour pickers in their styles (a multi-date picker too), disabled, with labels hidden and in a tint, text
/// showing dates in each style, in the light and the dark.
struct DatePickerSample: View {
    private let day = Date(timeIntervalSince1970: 1_796_292_000)  // Thu 3 Dec 2026, 10:00 UTC
    /// Three days of November 2026, the month the samples are rendered in.
    private static let tripDays: Set<DateComponents> = [
        DateComponents(year: 2026, month: 11, day: 27), DateComponents(year: 2026, month: 11, day: 28),
        DateComponents(year: 2026, month: 11, day: 29),
    ]

    private var controls: some View {
        VStack(alignment: .leading, spacing: 12) {
            DatePicker("Starts <soon> & later", selection: .constant(day), in: day.addingTimeInterval(-86_400)...)
            DatePicker("Day", selection: .constant(day), displayedComponents: .date).disabled(true)
            DatePicker("Time", selection: .constant(day), displayedComponents: .hourAndMinute).labelsHidden()
            DatePicker("Until", selection: .constant(day), in: ...day.addingTimeInterval(86_400), displayedComponents: .date)
                .datePickerStyle(.graphical)
                .tint(.red)
            DatePicker("Alarm", selection: .constant(day), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
            MultiDatePicker("Trip days", selection: .constant(Self.tripDays), in: Date(timeIntervalSince1970: 1_795_651_200)...)
            ColorPicker("Colour", selection: .constant(Color(red: 0.2, green: 0.6, blue: 0.4)))
            Text(day, style: .date)
            Text(day, style: .time)
            Text(day, style: .relative)
            Text(day, style: .offset)
            Text(day, style: .timer)
            Text(day...day.addingTimeInterval(5_400))
            Text(timerInterval: day...day.addingTimeInterval(5_400), pauseTime: day.addingTimeInterval(600))
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            controls.padding().background(Color.white).environment(\.colorScheme, .light)
            controls.padding().background(Color.black).environment(\.colorScheme, .dark)
        }
    }
}
