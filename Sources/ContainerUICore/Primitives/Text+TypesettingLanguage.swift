import Foundation

extension Text {
    /// This text laid out for `language` (its run's `lang` on the page) when `isEnabled`; still a
    /// `Text`, so it can be joined with `+` to text in other languages.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// This text laid out for `language` (its run's `lang` on the page) when `isEnabled`; the
    /// automatic language changes nothing.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        guard isEnabled, let tag = language.tag else { return self }
        return adding(.language(tag))
    }
}
