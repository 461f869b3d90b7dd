import ContainerUI
import Foundation

/// A new event in a form: its title and colour, when it starts and ends (each within a range),
/// how long it lasts, the day on a month's calendar, a reminder picker whose menu shows a short
/// value, and how long until it starts.
struct EventSchedulerExample: View {
    var calendarStyle = "graphical"
    var allDay = false
    var tint = "blue"

    @State private var title = "Design review"
    @State private var start = Date(timeIntervalSince1970: 1_796_292_000)  // Thu 3 Dec 2026, 10:00 UTC
    @State private var end = Date(timeIntervalSince1970: 1_796_297_400)  // 11:30
    @State private var color = Color.orange
    @State private var reminder = 15

    private var bookable: ClosedRange<Date> {
        Date(timeIntervalSince1970: 1_795_132_800)...Date(timeIntervalSince1970: 1_798_675_200)  // 20 Nov to 31 Dec 2026
    }

    private var components: DatePickerComponents { allDay ? .date : [.date, .hourAndMinute] }

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $title)
                ColorPicker("Colour", selection: $color, supportsOpacity: false)
            }
            Section("When") {
                DatePicker("Starts", selection: $start, in: bookable, displayedComponents: components)
                DatePicker("Ends", selection: $end, in: start..., displayedComponents: components)
                LabeledContent("Lasts", value: start..<max(start, end), format: .components(style: .wide))
                LabeledContent("Starts in") {
                    // On one line, however many minutes are left: the layout engine and the page
                    // wrap a long value in such a row differently (README, on LabeledContent).
                    Text(start, style: .relative).fixedSize()
                }
            }
            Section("Day") {
                DatePicker("Day", selection: $start, in: bookable, displayedComponents: .date)
                    .modifier(CalendarLook(style: calendarStyle))
                    .labelsHidden()
            }
            Section {
                Picker(selection: $reminder) {
                    Text("None").tag(0)
                    Text("15 minutes before").tag(15)
                    Text("1 hour before").tag(60)
                } label: {
                    Text("Alert")
                } currentValueLabel: {
                    Text(reminder == 0 ? "None" : "\(reminder) min")
                }
                LabeledContent("Time") {
                    Text(start...end)
                }
            }
        }
        .tint(tint == "red" ? Color.red : tint == "green" ? Color.green : Color.blue)
    }
}

/// `datePickerStyle` named at run time.
private struct CalendarLook: ViewModifier {
    var style: String

    func body(content: Content) -> some View {
        switch style {
        case "wheel": content.datePickerStyle(.wheel)
        case "compact": content.datePickerStyle(.compact)
        default: content.datePickerStyle(.graphical)
        }
    }
}
