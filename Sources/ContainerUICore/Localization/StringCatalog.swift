import Foundation

/// A string catalog (`<table>.xcstrings`, Xcode's JSON of every localization's strings), read as
/// it is: SwiftPM on Linux copies a catalog among a target's resources without compiling it into
/// strings tables. A localization's string unit is its translation whatever its state; a plural
/// variation chooses a form by the first number among the values, a substitution (`%#@name@`) by
/// the argument it names, written where its forms say `%arg`; a device variation takes its
/// `other` form, else its `iphone` form.
struct StringCatalog: Sendable {
    /// The language the keys are written in.
    let sourceLanguage: String
    /// The translations by localization, then key.
    let translations: [String: [String: Translation]]

    /// The catalog in `data`, or `nil` when it is no string catalog.
    init?(_ data: Data) {
        guard let file = try? JSONDecoder().decode(File.self, from: data) else { return nil }
        sourceLanguage = file.sourceLanguage
        var translations: [String: [String: Translation]] = [:]
        for (key, entry) in file.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let translation = Self.translation(of: localization) { translations[language, default: [:]][key] = translation }
            }
        }
        self.translations = translations
    }

    /// The name of the variable a whole-string plural variation becomes.
    private static let wholeStringVariable = "__plural"

    private static func translation(of localization: Localization) -> Translation? {
        var variables: [String: Translation.Variable] = [:]
        for (name, substitution) in localization.substitutions ?? [:] {
            variables[name] = Translation.Variable(
                forms: forms(of: substitution.variations?.plural), argument: substitution.argNum.map { $0 - 1 },
                specifier: substitution.formatSpecifier)
        }
        if let unit = localization.stringUnit { return Translation(format: unit.value, variables: variables) }
        if let devices = localization.variations?.device, let chosen = devices["other"] ?? devices["iphone"],
           var translation = translation(of: chosen) {
            translation.variables.merge(variables) { own, _ in own }
            return translation
        }
        guard let plural = localization.variations?.plural else { return nil }
        variables[wholeStringVariable] = Translation.Variable(forms: forms(of: plural), isWholeString: true)
        return Translation(format: "%#@\(wholeStringVariable)@", variables: variables)
    }

    private static func forms(of plural: [String: Localization]?) -> [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural ?? [:] {
            if let category = PluralCategory(rawValue: name), let value = form.stringUnit?.value { forms[category] = value }
        }
        return forms
    }

    /// The file's JSON, the parts that are read.
    private struct File: Decodable {
        var sourceLanguage: String
        var strings: [String: Entry]
    }

    private struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    private struct StringUnit: Decodable {
        var value: String
    }

    private struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    private struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }
}
