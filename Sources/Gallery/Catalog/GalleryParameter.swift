/// One parameter of a gallery example: a query item of its page, preview and JSON, with a type,
/// a default and the values allowed.
public struct GalleryParameter: Sendable {
    /// What values a parameter takes.
    public enum Kind: Sendable {
        /// A whole number in `min...max`.
        case integer(min: Int, max: Int)
        /// A number in `min...max`.
        case number(min: Double, max: Double)
        /// `true` or `false`.
        case boolean
        /// One of the listed strings.
        case choice([String])
    }

    /// The query item's name.
    public let name: String
    /// A label for the control.
    public let label: String
    /// The values allowed.
    public let kind: Kind
    /// The default, as written in a query.
    public let defaultValue: String

    /// A whole number from `range`, `defaultValue` when absent.
    public static func integer(_ name: String, _ label: String, default defaultValue: Int, in range: ClosedRange<Int>) -> Self {
        Self(name: name, label: label, kind: .integer(min: range.lowerBound, max: range.upperBound), defaultValue: String(defaultValue))
    }

    /// A number from `range`, `defaultValue` when absent.
    public static func number(_ name: String, _ label: String, default defaultValue: Double, in range: ClosedRange<Double>) -> Self {
        Self(name: name, label: label, kind: .number(min: range.lowerBound, max: range.upperBound), defaultValue: GalleryParameter.format(defaultValue))
    }

    /// `true` or `false`, `defaultValue` when absent.
    public static func boolean(_ name: String, _ label: String, default defaultValue: Bool) -> Self {
        Self(name: name, label: label, kind: .boolean, defaultValue: String(defaultValue))
    }

    /// One of `choices`, `defaultValue` when absent.
    public static func choice(_ name: String, _ label: String, default defaultValue: String, _ choices: [String]) -> Self {
        precondition(choices.contains(defaultValue), "GalleryParameter: default '\(defaultValue)' is not one of \(choices)")
        return Self(name: name, label: label, kind: .choice(choices), defaultValue: defaultValue)
    }

    /// The JSON type name: `integer`, `number`, `boolean` or `string`.
    public var typeName: String {
        switch kind {
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .choice: "string"
        }
    }

    /// What the parameter allows, in words, for error messages.
    public var allowed: String {
        switch kind {
        case .integer(let min, let max): "a whole number from \(min) to \(max)"
        case .number(let min, let max): "a number from \(Self.format(min)) to \(Self.format(max))"
        case .boolean: "true or false"
        case .choice(let choices): "one of " + choices.joined(separator: ", ")
        }
    }

    /// `text` as a finite number if it is written in decimal notation (`12`, `-0.5`, `1e3`), in
    /// at most 24 characters; `nil` for anything else, such as `0x10`, `nan` or `inf`, which
    /// `Double(_:)` would take.
    public static func decimal(_ text: String) -> Double? {
        guard text.utf8.count <= 24, text.utf8.allSatisfy({ decimalNotation.contains($0) }), let number = Double(text),
              number.isFinite else { return nil }
        return number
    }

    private static let decimalNotation = Set("0123456789+-.eE".utf8)

    /// `value` without a trailing `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
