import Foundation

/// A graphical date picker, as iOS draws it: the month and year in semibold with a chevron in
/// the tint, the previous and next month buttons, the weekdays in grey capitals, and the days
/// in 20-point text in rows 44 points tall, the chosen one in the tint on a light circle of it
/// and today in the tint; with the time, a row below with "Time" and the time's capsule. The
/// browser's date input lies over the month's title; each day is a button named by its date.
struct GraphicalDatePicker: View {
    let parts: ControlLabelParts
    let value: DatePickerValue
    let month: MonthGrid
    /// The chosen day's circle: the tint at 12%.
    let circle: Color
    /// The chosen days of a `MultiDatePicker` (each day's start); `nil` for a date picker, whose
    /// one chosen day is its value's and whose month title carries the browser's date input.
    var chosenDays: Set<Date>? = nil

    /// The chosen day's circle in `environment`: its control tint's colour (else the accent
    /// colour) at 12%.
    static func chosenDayCircle(in environment: EnvironmentValues) -> Color {
        if case .color(let color)? = environment.controlTint { color.opacity(0.12) } else { Color.accentColor.opacity(0.12) }
    }

    var body: some View {
        let name = parts.name(or: "Date")
        VStack(spacing: 0) {
            HStack {
                HStack(spacing: 4) {
                    Text(verbatim: month.title).font(.body.weight(.semibold)).accessibilityHidden(true)
                    Image(systemName: "chevron.right").font(.body.weight(.semibold)).foregroundStyle(.tint).accessibilityHidden(true)
                }
                .fixedSize()
                .overlay {
                    if chosenDays == nil { FormInput(input: value.dateInput).accessibilityLabel(name) }
                }
                Spacer()
                HStack(spacing: 20) {
                    MonthButton(symbol: "chevron.left", name: "Previous month")
                    MonthButton(symbol: "chevron.right", name: "Next month")
                }
            }
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(month.weekdays.indices, id: \.self) { index in
                    Text(verbatim: month.weekdays[index])
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .accessibilityHidden(true)
            .frame(height: 24)
            ForEach(month.weeks.indices, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        if let day = month.weeks[week][column] {
                            DayButton(day: day, value: value, circle: circle, chosenDays: chosenDays)
                        } else {
                            Color.clear.frame(maxWidth: .infinity).frame(height: 44)
                        }
                    }
                }
            }
            if value.showsTime {
                HStack {
                    Text(verbatim: "Time")
                    Spacer()
                    DateCapsule(text: value.timeText)
                        .fixedSize()
                        .overlay { FormInput(input: value.timeInput).accessibilityLabel("\(name), time") }
                }
                .padding(.top, 8)
            }
        }
    }
}

/// The previous or next month's button: a chevron in the tint.
private struct MonthButton: View {
    let symbol: String
    let name: String

    var body: some View {
        Button(action: {}) {
            Image(systemName: symbol).font(.title3.weight(.medium))
        }
        .accessibilityLabel(name)
    }
}

/// One day of the month: a button named by its full date, pressed when chosen; days out of the
/// range are grey and disabled.
private struct DayButton: View {
    let day: MonthGrid.Day
    let value: DatePickerValue
    let circle: Color
    let chosenDays: Set<Date>?

    var body: some View {
        let isChosen = chosenDays.map { $0.contains(day.date) } ?? value.calendar.isDate(day.date, inSameDayAs: value.date)
        let isToday = value.calendar.isDate(day.date, inSameDayAs: RenderClock.now)
        let isEnabled = value.contains(day: day.date)
        let style: AnyShapeStyle = if !isEnabled { AnyShapeStyle(.tertiary) } else if isChosen || isToday { AnyShapeStyle(.tint) } else { AnyShapeStyle(.primary) }
        Button(action: {}) {
            Text(verbatim: "\(day.number)")
                .font(isChosen || isToday ? .title3.weight(.semibold) : .title3)
                .foregroundStyle(style)
                .frame(width: 40, height: 40)
                .background(isChosen ? circle : Color.clear, in: .circle)
                .frame(maxWidth: .infinity)
                .frame(height: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(value.formatted(day.date, Date.FormatStyle(date: .complete, time: .omitted)))
        .accessibilityAddTraits(isChosen ? [.isToggle, .isSelected] : .isToggle)
        .disabled(!isEnabled)
    }
}
