import Foundation

/// A control for choosing a day, a time of day, or both, with a label.
///
/// It draws as iOS draws the environment's ``DatePickerStyle``: compact (the default) shows the
/// label and the value in grey rounded capsules, graphical a calendar of the chosen month, and
/// wheel the wheels' middle rows. The value is shown in the environment's locale, time zone and
/// calendar (`en_US`, UTC and Gregorian unless set), clamped to the range. Over the look the
/// page holds the browser's own date, time or date-and-time input, named by the label, so that
/// it can be used there; a render is one frame, so the binding is read once and never written.
public struct DatePicker<Label: View>: View {
    let selection: Date
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents
    let label: Label

    private init(selection: Date, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    /// A picker of any date, with a label view.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection.wrappedValue, lowerBound: nil, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker of a date within `range`, with a label view.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection.wrappedValue, lowerBound: range.lowerBound, upperBound: range.upperBound,
            components: displayedComponents, label: label()
        )
    }

    /// A picker of a date from `range`'s lower bound on, with a label view.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection.wrappedValue, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents, label: label())
    }

    /// A picker of a date up to `range`'s upper bound, with a label view.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection.wrappedValue, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents, label: label())
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let labelNodes = resolver.collectContent { $0.resolve(view.label) }
        let value = DatePickerValue(
            selection: view.selection, lowerBound: view.lowerBound, upperBound: view.upperBound,
            components: view.components, environment: resolver.environment
        )
        let parts = ControlLabelParts(label: labelNodes, isHidden: resolver.environment.labelsHidden)
        switch resolver.environment[DatePickerStyleKey.self] {
        case .compact:
            resolver.resolve(CompactDatePicker(parts: parts, value: value))
        case .graphical:
            let circle = GraphicalDatePicker.chosenDayCircle(in: resolver.environment)
            resolver.resolve(GraphicalDatePicker(parts: parts, value: value, month: MonthGrid(value: value), circle: circle))
        case .wheel:
            resolver.resolve(WheelDatePicker(parts: parts, value: value))
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker of any date, titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date within `range`, titled by a literal.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date from `range`'s lower bound on, titled by a literal.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date up to `range`'s upper bound, titled by a literal.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of any date, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date within `range`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date from `range`'s lower bound on, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date up to `range`'s upper bound, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// What the looks of a date or colour picker draw from: its resolved label, and whether
/// `labelsHidden()` keeps it only as the control's name.
struct ControlLabelParts {
    /// The label's views.
    let label: [ResolvedNode]
    /// Whether the label is hidden.
    let isHidden: Bool

    /// The label's text, which names the control for screen readers.
    func name(or fallback: String) -> String {
        label.accessibleText ?? fallback
    }

    /// The label's views in a row, leading and taking the width the control leaves.
    var labelViews: some View {
        HStack(spacing: 8) {
            ForEach(label.indices, id: \.self) { index in Subview(node: label[index]) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
