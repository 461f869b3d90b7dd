import Foundation

/// iOS 16's picker of several dates: a calendar of the current month whose chosen days are
/// drawn as a graphical `DatePicker` draws its one, each day a button named by its date and
/// pressed when chosen. The label names the calendar for assistive technologies.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
/// MultiDatePicker("Trip days", selection: $dates, in: Date.now...)
/// ```
public struct MultiDatePicker<Label: View>: View {
    private let selection: Set<DateComponents>
    private let lowerBound: Date?
    private let upperBound: Date?
    private let label: Label

    private init(selection: Set<DateComponents>, lowerBound: Date?, upperBound: Date?, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.label = label
    }

    /// A picker of any dates.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, lowerBound: nil, upperBound: nil, label: label())
    }

    /// A picker of dates within `bounds` (its upper bound not included).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, lowerBound: bounds.lowerBound,
                  upperBound: bounds.upperBound.addingTimeInterval(-1), label: label())
    }

    /// A picker of dates from `bounds`' lower bound on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, lowerBound: bounds.lowerBound, upperBound: nil, label: label())
    }

    /// A picker of dates before `bounds`' upper bound.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection.wrappedValue, lowerBound: nil, upperBound: bounds.upperBound.addingTimeInterval(-1), label: label())
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let labelNodes = resolver.collectContent { $0.resolve(view.label) }
        // The month shown is the current one (within the bounds), as the picker opens.
        let value = DatePickerValue(
            selection: RenderClock.now, lowerBound: view.lowerBound, upperBound: view.upperBound,
            components: .date, environment: resolver.environment
        )
        let chosen = Set(view.selection.compactMap { components -> Date? in
            value.calendar.date(from: components).map { value.calendar.startOfDay(for: $0) }
        })
        let circle = GraphicalDatePicker.chosenDayCircle(in: resolver.environment)
        let parts = ControlLabelParts(label: labelNodes, isHidden: true)
        resolver.resolve(
            GraphicalDatePicker(parts: parts, value: value, month: MonthGrid(value: value), circle: circle, chosenDays: chosen)
                .accessibilityElement(children: .contain)
                .accessibilityLabel(parts.name(or: "Dates"))
        )
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any dates, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of dates within `bounds`, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates from `bounds`' lower bound on, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates before `bounds`' upper bound, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of any dates, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}
