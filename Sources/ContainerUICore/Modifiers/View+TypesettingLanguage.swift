import Foundation

/// The language text is laid out for (line heights, line breaking, glyph shapes of a script),
/// set with `typesettingLanguage(_:isEnabled:)`; written as the element's `lang` attribute.
public struct TypesettingLanguage: Hashable, Sendable {
    package let language: Locale.Language?

    /// The language of each text's own content.
    public static let automatic = TypesettingLanguage(language: nil)

    /// `language`, whatever the text holds.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }

    /// The language as a BCP 47 tag, or `nil` for the automatic one: its minimal identifier
    /// (`ja`; `zh-Hant` is `zh-TW`, its likely region standing for its script), hyphenated, of
    /// ASCII letters, digits and hyphens only.
    package var tag: String? {
        guard let identifier = language?.minimalIdentifier.replacingOccurrences(of: "_", with: "-"), !identifier.isEmpty,
              identifier.allSatisfy({ $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else { return nil }
        return identifier
    }
}

extension View {
    /// Lays out text inside for `language` (its `lang` on the page) when `isEnabled`.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Lays out text inside for `language` (its `lang` on the page) when `isEnabled`; the
    /// automatic language changes nothing.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        let tag = isEnabled ? language.tag : nil
        return modifier(_NodeModifier(modifier: .typesettingLanguage(tag ?? "")).active(tag != nil))
    }
}
