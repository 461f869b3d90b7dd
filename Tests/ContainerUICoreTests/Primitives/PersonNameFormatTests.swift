import ContainerUI
import Foundation
import Testing

/// `PersonNameComponents`' format style, which Foundation on Linux lacks: each style's parts,
/// the family name first where the locale writes it so, and `Text(_:format:)` in the
/// environment's locale.
@Suite struct PersonNameFormatTests {
    private var ada: PersonNameComponents {
        var name = PersonNameComponents()
        name.namePrefix = "Countess"
        name.givenName = "Ada"
        name.middleName = "King"
        name.familyName = "Lovelace"
        return name
    }

    @Test func eachStyleWritesItsParts() {
        #expect(ada.formatted() == "Ada Lovelace")
        #expect(ada.formatted(.name(style: .short)) == "Ada")
        #expect(ada.formatted(.name(style: .medium)) == "Ada Lovelace")
        #expect(ada.formatted(.name(style: .long)) == "Countess Ada King Lovelace")
        #expect(ada.formatted(.name(style: .abbreviated)) == "AL")
        var nicknamed = ada
        nicknamed.nickname = "Augusta"
        #expect(nicknamed.formatted(.name(style: .short)) == "Augusta")
        #expect(PersonNameComponents().formatted(.name(style: .long)) == "")
    }

    @Test func someLocalesWriteTheFamilyNameFirst() {
        var name = PersonNameComponents()
        name.givenName = "太郎"
        name.familyName = "山田"
        let japanese = Locale(identifier: "ja_JP")
        #expect(PersonNameComponents.FormatStyle(style: .medium, locale: japanese).format(name) == "山田太郎")
        #expect(PersonNameComponents.FormatStyle(style: .abbreviated, locale: japanese).format(name) == "山太")
        var latin = PersonNameComponents()
        latin.givenName = "János"
        latin.familyName = "Kovács"
        #expect(PersonNameComponents.FormatStyle(style: .medium, locale: Locale(identifier: "hu_HU")).format(latin) == "Kovács János")
        #expect(PersonNameComponents.FormatStyle(style: .medium, locale: Locale(identifier: "en_GB")).format(latin) == "János Kovács")
    }

    @Test func aTextFormatsTheNameInTheEnvironmentsLocale() {
        var name = PersonNameComponents()
        name.givenName = "Ji-woo"
        name.familyName = "Kim"
        let text = Text(name, format: .name(style: .medium))
        #expect(resolve(text).root.firstText?.fullString == "Ji-woo Kim")
        #expect(resolve(text.environment(\.locale, Locale(identifier: "ko_KR"))).root.firstText?.fullString == "Kim Ji-woo")
        #expect(renderHTML(Text(ada, format: .name(style: .long))).contains(">Countess Ada King Lovelace<"))
    }
}
