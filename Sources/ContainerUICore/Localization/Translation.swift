import Foundation

/// One key's translation in one localization: a format whose specifiers take the interpolated
/// values, and whose `%#@name@` tokens are plural variables (from a `.stringsdict` or a string
/// catalog), each replaced by the form of its number's plural category.
struct Translation: Equatable, Sendable {
    /// A plural variable: a form per category, chosen by the number of one argument.
    struct Variable: Equatable, Sendable {
        /// The forms by category; `other` is used where a category has none.
        var forms: [PluralCategory: String]
        /// The argument (from 0) that a string catalog's substitution names (`argNum`); `nil`
        /// for a `.stringsdict` variable, which takes the argument at its token's place.
        var argument: Int?
        /// A substitution's specifier for `%arg`, the argument written in its forms (`lld`).
        var specifier: String?
        /// Whether the variable is the whole string (a string catalog's plural variation without
        /// substitutions): chosen by the first number among the arguments, its forms holding every
        /// specifier of the key.
        var isWholeString = false

        /// The form for `category`: a `.stringsdict`'s or catalog's `zero` applies to 0 in any
        /// language (as Foundation documents it), any other missing category falls back to
        /// `other`.
        func form(for category: PluralCategory, isZero: Bool) -> String? {
            if isZero, let zero = forms[.zero] { return zero }
            return forms[category] ?? forms[.other]
        }
    }

    /// The format, with its specifiers and variable tokens.
    var format: String
    /// The plural variables named by `format`'s tokens.
    var variables: [String: Variable] = [:]
    /// The localization the translation was found in (`fr`, `pt-BR`), whose language's plural
    /// rules its forms are written for; `nil` for a key shown as it is.
    var localization: String?

    /// The same translation, found in `localization`.
    func found(in localization: String) -> Translation {
        var found = self
        found.localization = localization
        return found
    }

    /// The translation with `arguments` written into it, plural forms chosen by the rules of the
    /// language it was found in (a `Base` translation's, or a key's, by `locale`'s).
    /// `record` is told where each text argument was written (UTF-8 offsets).
    func string(_ arguments: [String.LocalizationValue.Argument], locale: Locale, record: ((Range<Int>) -> Void)? = nil) -> String {
        if variables.isEmpty, !format.utf8.contains(UInt8(ascii: "%")) { return format }
        let language = localization.flatMap { $0 == "Base" ? nil : Locale(identifier: $0) } ?? locale
        let rules = PluralRules(locale: language.identifier)
        return String.LocalizationValue.format(format, arguments, variables: variables, rules: rules, record: record)
    }
}

/// The plural rules of one locale's language, as a format reads them.
struct PluralRules: Sendable {
    /// The locale's ICU identifier (`pt_PT`: Portugal's rules differ from Brazil's).
    var locale: String

    /// The form of `variable` for `argument` (a text that is no number takes `other`).
    func form(of variable: Translation.Variable, for argument: String.LocalizationValue.Argument) -> String? {
        let number: Double
        switch argument {
        case .integer(let value): number = Double(value)
        case .unsigned(let value): number = Double(value)
        case .double(let value): number = value
        case .float(let value): number = Double(value)
        case .text(let text):
            guard let value = Double(text) else { return variable.forms[.other] }
            number = value
        }
        return variable.form(for: PluralCategory.of(number, locale: locale), isZero: number == 0)
    }
}

extension String.LocalizationValue.Argument {
    /// Whether the argument is a number, which a catalog's whole-string plural is chosen by.
    var isNumber: Bool {
        if case .text = self { false } else { true }
    }
}
