import Foundation

extension FloatingPointFormatStyle<Double> {
    /// The style's settings as an ICU number skeleton (`.0# group-off rounding-mode-floor`), for
    /// a measurement's number: read from the style's `Codable` form, since Foundation keeps its
    /// settings private. Precision (fraction, integer and significant digits), grouping,
    /// rounding rule and increment, scale, notation, decimal separator and sign are read; the
    /// style's own locale is not (the measurement's is used). `nil` when the form cannot be read.
    var icuSkeleton: String? {
        guard let data = try? JSONEncoder().encode(self),
              let form = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let settings = form["collection"] as? [String: Any] else { return nil }
        var stems: [String] = []
        if let precision = (settings["precision"] as? [String: Any])?["option"] as? [String: Any] {
            stems += Self.precisionStems(precision)
        }
        if let grouping = (settings["group"] as? [String: Any])?["option"] as? Int, grouping == 1 {
            stems.append("group-off")
        }
        if let rule = settings["rounding"] as? Int, let mode = Self.roundingModes[rule] {
            stems.append("rounding-mode-" + mode)
        }
        if let increment = settings["roundingIncrement"] as? [String: Any],
           let value = (increment["floatingPoint"] ?? increment["integer"]) as? Double, value > 0 {
            stems.append("precision-increment/" + Self.decimal(value))
        }
        if let scale = settings["scale"] as? Double, scale != 1 {
            stems.append("scale/" + Self.decimal(scale))
        }
        switch (settings["notation"] as? [String: Any])?["option"] as? Int {
        case 1: stems.append("scientific")
        case 2: stems.append("compact-short")
        default: break
        }
        if let separator = (settings["decimalSeparatorStrategy"] as? [String: Any])?["option"] as? Int, separator == 1 {
            stems.append("decimal-always")
        }
        if let sign = settings["signDisplayStrategy"] as? [String: Any] {
            switch (sign["positive"] as? Int, sign["negative"] as? Int) {
            case (0, _): stems.append("sign-except-zero")
            case (1, 1): stems.append("sign-never")
            default: break
            }
        }
        return stems.joined(separator: " ")
    }

    /// ICU's rounding modes for Swift's `FloatingPointRoundingRule`, in the order of its cases.
    private static let roundingModes = [0: "half-up", 1: "half-even", 2: "ceiling", 3: "floor", 4: "down", 5: "up"]

    /// The stems of a precision: fraction digits (`.00##`, `.0+`, `precision-integer`), integer
    /// digits (`integer-width/##0`, `integer-width/+00`) or significant digits (`@@##`, `@@+`).
    private static func precisionStems(_ precision: [String: Any]) -> [String] {
        func digits(_ minimum: Int?, _ maximum: Int?, required: Character, optional: Character) -> String {
            let least = minimum ?? 0
            guard let maximum else { return String(repeating: required, count: least) + "+" }
            return String(repeating: required, count: least) + String(repeating: optional, count: max(0, maximum - least))
        }
        if precision["minSignificantDigits"] != nil || precision["maxSignificantDigits"] != nil {
            let minimum = max(1, precision["minSignificantDigits"] as? Int ?? 1)
            return [digits(minimum, precision["maxSignificantDigits"] as? Int, required: "@", optional: "#")]
        }
        var stems: [String] = []
        let fractionMinimum = precision["minFractionalLength"] as? Int, fractionMaximum = precision["maxFractionalLength"] as? Int
        if fractionMinimum != nil || fractionMaximum != nil {
            stems.append(fractionMaximum == 0 ? "precision-integer" : "." + digits(fractionMinimum, fractionMaximum, required: "0", optional: "#"))
        }
        let integerMinimum = precision["minIntegerLength"] as? Int, integerMaximum = precision["maxIntegerLength"] as? Int
        if integerMinimum != nil || integerMaximum != nil {
            let least = integerMinimum ?? 1
            stems.append("integer-width/" + (integerMaximum.map { String(repeating: "#", count: max(0, $0 - least)) } ?? "+")
                + String(repeating: "0", count: least))
        }
        return stems
    }

    /// A number as a skeleton writes it: without an exponent or a trailing `.0`.
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.10g", value)
    }
}
