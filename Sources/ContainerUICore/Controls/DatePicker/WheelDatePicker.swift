import Foundation

/// A wheel date picker, as iOS draws it: a wheel a component (the month, day and year; the
/// hour, minute and period; or the weekday and day, hour, minute and period), five rows 34
/// points tall, the chosen values in the middle on a grey band and their neighbours in grey.
/// The browser's input lies over the wheels, which are hidden from screen readers.
struct WheelDatePicker: View {
    let parts: ControlLabelParts
    let value: DatePickerValue

    var body: some View {
        let wheels = WheelColumns(value: value).columns
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.tertiaryFill).frame(height: 34)
            HStack(spacing: 24) {
                ForEach(wheels.indices, id: \.self) { column in
                    VStack(spacing: 0) {
                        ForEach(0..<5, id: \.self) { row in
                            Text(verbatim: wheels[column][row])
                                .font(.title3)
                                .foregroundStyle(row == 2 ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
                                .lineLimit(1)
                                .frame(height: 34)
                        }
                    }
                }
            }
            .accessibilityHidden(true)
        }
        .frame(maxWidth: .infinity)
        .overlay { FormInput(input: value.input).accessibilityLabel(parts.name(or: "Date")) }
    }
}

/// The text of each wheel's five rows, the chosen value in the middle (row 2).
struct WheelColumns {
    let columns: [[String]]

    init(value: DatePickerValue) {
        let calendar = value.calendar
        func rows(_ component: Calendar.Component, _ style: Date.FormatStyle) -> [String] {
            (-2...2).map { offset in
                calendar.date(byAdding: component, value: offset, to: value.date).map { value.formatted($0, style) } ?? ""
            }
        }
        var columns: [[String]] = []
        if value.showsDate && !value.showsTime {
            columns.append(rows(.month, Date.FormatStyle().month(.wide)))
            let day = calendar.component(.day, from: value.date)
            let count = calendar.range(of: .day, in: .month, for: value.date)?.count ?? 31
            columns.append((-2...2).map { (1...count).contains(day + $0) ? "\(day + $0)" : "" })
            columns.append(rows(.year, Date.FormatStyle().year()))
        } else if value.showsDate {
            columns.append(rows(.day, Date.FormatStyle().weekday(.abbreviated).month(.abbreviated).day()))
        }
        if value.showsTime {
            // The locale's clock: twelve hours and a period (1 to 12), or 24 (00 to 23).
            let isPM = calendar.component(.hour, from: value.date) >= 12
            let period = isPM ? calendar.pmSymbol : calendar.amSymbol
            let hasPeriod = value.formatted(value.date, Date.FormatStyle().hour()).contains(period)
            columns.append((-2...2).map { offset in
                let hour = (calendar.component(.hour, from: value.date) + offset + 24) % 24
                return hasPeriod ? String(hour % 12 == 0 ? 12 : hour % 12) : Self.twoDigits(hour)
            })
            columns.append((-2...2).map { Self.twoDigits((calendar.component(.minute, from: value.date) + $0 + 60) % 60) })
            if hasPeriod {
                columns.append(isPM ? ["", calendar.amSymbol, period, "", ""] : ["", "", period, calendar.pmSymbol, ""])
            }
        }
        self.columns = columns
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}
