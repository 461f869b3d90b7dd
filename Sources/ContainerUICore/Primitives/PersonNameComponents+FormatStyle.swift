import Foundation

extension PersonNameComponents {
    /// How a person's name is written (`Text(name, format: .name(style: .medium))`), as
    /// Foundation formats names on Apple's systems; Foundation on Linux has no such style. The
    /// given name comes first, except in Chinese, Japanese, Korean and Hungarian, where the
    /// family name does (with no space between names written in those scripts' characters).
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The initials of the given and family names: "AL".
            case abbreviated
            /// The nickname, or else the given name: "Ada".
            case short
            /// The given and family names: "Ada Lovelace".
            case medium
            /// Every part: prefix, given, middle and family names, and suffix.
            case long
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale, which orders the names.
        public var locale: Locale

        /// A style writing `style` of a name in `locale`.
        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// `name` written in the style.
        public func format(_ name: PersonNameComponents) -> String {
            let familyFirst = ["zh", "ja", "ko", "hu"].contains(locale.language.languageCode?.identifier ?? "")
            switch style {
            case .abbreviated:
                let initials = [name.givenName, name.familyName].compactMap { $0?.first.map(String.init) }
                return (familyFirst ? initials.reversed() : initials).joined()
            case .short:
                return name.nickname ?? name.givenName ?? name.familyName ?? ""
            case .medium:
                return joined(familyFirst ? [name.familyName, name.givenName] : [name.givenName, name.familyName])
            case .long:
                let names = familyFirst ? [name.familyName, name.givenName, name.middleName] : [name.givenName, name.middleName, name.familyName]
                return joined([name.namePrefix] + names + [name.nameSuffix])
            }
        }

        /// The style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The non-empty parts, separated by spaces unless every part is written in Chinese,
        /// Japanese or Korean characters.
        private func joined(_ parts: [String?]) -> String {
            let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
            let ideographic = present.allSatisfy { $0.unicodeScalars.allSatisfy(\.isCJKIdeographOrKana) }
            return present.joined(separator: ideographic ? "" : " ")
        }
    }

    /// The name in the medium style: its given and family names.
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name written by `style`.
    public func formatted<F: Foundation.FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name written in `style`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}

private extension Unicode.Scalar {
    /// Whether the scalar is a Han ideograph, a kana or a Hangul syllable.
    var isCJKIdeographOrKana: Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
        default: false
        }
    }
}
