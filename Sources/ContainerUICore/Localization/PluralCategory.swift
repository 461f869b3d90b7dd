import Foundation

/// The plural categories of Unicode's CLDR, which a plural table (`.stringsdict`) or a string
/// catalog's plural variation (`.xcstrings`) gives a form for.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of `number` in the language of `locale` (an ICU identifier, `pt_PT`), by
    /// CLDR's cardinal rules as ICU holds them; a whole `Double` counts as a whole number, as
    /// Foundation's plural tables read it. `other` where ICU knows no rules.
    static func of(_ number: Double, locale: String) -> PluralCategory {
        ICU.pluralCategory(of: number, locale: locale).flatMap(PluralCategory.init(rawValue:)) ?? .other
    }
}
