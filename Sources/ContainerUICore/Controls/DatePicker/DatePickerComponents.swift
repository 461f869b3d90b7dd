/// The parts of a date a ``DatePicker`` shows: the day, the time of day, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// A set of components from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
