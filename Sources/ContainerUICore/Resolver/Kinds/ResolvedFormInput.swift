import Foundation

/// A browser's own form control that a date or colour picker lays over the look iOS gives it,
/// so that the page can be used with a mouse, a keyboard and a screen reader: an `<input>` of
/// `type`, holding `value`, within `minimum` and `maximum`. It fills the frame it is offered,
/// like a colour, and draws nothing of its own; the node's accessibility label names it.
public struct ResolvedFormInput: Equatable {
    /// The kind of `<input>`.
    public enum InputType: String, Equatable, Sendable {
        /// A day: `yyyy-MM-dd`.
        case date
        /// A time of day: `HH:mm`.
        case time
        /// A day and a time: `yyyy-MM-ddTHH:mm`.
        case dateTimeLocal = "datetime-local"
        /// An sRGB colour: `#rrggbb`.
        case color
    }

    /// The kind of `<input>`.
    public var type: InputType
    /// The value, in the format HTML gives `type`.
    public var value: String
    /// The earliest value allowed, in the same format, or `nil` for none.
    public var minimum: String?
    /// The latest value allowed, in the same format, or `nil` for none.
    public var maximum: String?
}
