import Foundation

/// A `.stringsdict` property list: for each key, a format (`NSStringLocalizedFormatKey`) whose
/// `%#@name@` tokens name plural variables (`NSStringPluralRuleType`, with forms for `zero`,
/// `one`, `two`, `few`, `many` and `other`). A key that varies by device
/// (`NSStringDeviceSpecificRuleType`) takes its `other` form (a page is drawn for no one device),
/// else its `iphone` form; one that varies by width (`NSStringVariableWidthRuleType`) takes its
/// widest form.
enum PluralTable {
    /// The translations of the table in `data`, or `nil` when it is no such property list.
    static func translations(in data: Data) -> [String: Translation]? {
        guard let entries = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else { return nil }
        return entries.compactMapValues { translation(of: $0) }
    }

    private static func translation(of entry: Any) -> Translation? {
        if let text = entry as? String { return Translation(format: text) }
        guard let entry = entry as? [String: Any] else { return nil }
        if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
            return (devices["other"] ?? devices["iphone"]).flatMap(translation(of:))
        }
        if let widths = entry["NSStringVariableWidthRuleType"] as? [String: Any] {
            let widest = widths.max { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
            return widest.flatMap { translation(of: $0.value) }
        }
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: Translation.Variable] = [:]
        for case let (name, rule as [String: Any]) in entry where rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" {
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String { forms[category] = form }
            }
            variables[name] = Translation.Variable(forms: forms)
        }
        return Translation(format: format, variables: variables)
    }
}
