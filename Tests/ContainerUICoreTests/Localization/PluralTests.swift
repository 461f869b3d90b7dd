import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// Plural tables (`.stringsdict`) and string catalogs (`.xcstrings`): a key's form follows its
/// number by the plural rules of the locale's language.
@Suite("Plurals")
struct PluralTests {
    /// A bundle in a temporary folder holding `files` (paths inside it, and their text).
    private func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cui-plurals-\(UUID().uuidString).bundle")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(url: folder))
    }

    /// A `.stringsdict` whose keys each hold a format and plural variables of forms by category.
    private func pluralTable(_ entries: [String: (format: String, variables: [String: [String: String]])]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
        for (key, entry) in entries {
            plist += "<key>\(escaped(key))</key><dict><key>NSStringLocalizedFormatKey</key><string>\(escaped(entry.format))</string>"
            for (name, forms) in entry.variables {
                plist += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                plist += "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
                for (category, form) in forms { plist += "<key>\(category)</key><string>\(escaped(form))</string>" }
                plist += "</dict>"
            }
            plist += "</dict>"
        }
        return plist + "</dict></plist>"
    }

    private func shown(_ text: Text, locale: String = "en_US") -> String? {
        resolve(text.environment(\.locale, Locale(identifier: locale))).root.firstText?.string
    }

    private func category(_ number: Double, _ language: String, region: String? = nil) -> PluralCategory {
        PluralCategory.of(number, locale: region.map { "\(language)_\($0)" } ?? language)
    }

    @Test("CLDR's cardinal rules for whole numbers and fractions in languages of each kind")
    func rules() {
        #expect([0, 1, 2, 1.5].map { category($0, "en") } == [.other, .one, .other, .other])
        #expect([0, 1, 1.5, 2, 1_000_000].map { category($0, "fr") } == [.one, .one, .one, .other, .many])
        #expect(category(0, "pt", region: "BR") == .one)
        #expect(category(0, "pt", region: "PT") == .other)
        #expect([1, 21, 2, 24, 5, 11, 12, 111, 1.5].map { category($0, "ru") } == [.one, .one, .few, .few, .many, .many, .many, .many, .other])
        #expect([1, 2, 22, 5, 12, 21].map { category($0, "pl") } == [.one, .few, .few, .many, .many, .many])
        #expect([1, 3, 5, 1.5].map { category($0, "cs") } == [.one, .few, .other, .many])
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map { category($0, "ar") } == [.zero, .one, .two, .few, .few, .many, .many, .other, .other])
        #expect([1, 101, 2, 3, 5].map { category($0, "sl") } == [.one, .one, .two, .few, .other])
        #expect([0, 1, 11, 21, 2].map { category($0, "lv") } == [.zero, .one, .zero, .one, .other])
        #expect([1, 2, 3, 20].map { category($0, "he") } == [.one, .two, .other, .other])
        #expect([0, 1, 2, 1_000_000].map { category($0, "ja") } == [.other, .other, .other, .other])
        #expect(category(1, "xx") == .other)
    }

    @Test("A plural table chooses the form by the value's category in the environment's language; zero applies to 0")
    func pluralTables() throws {
        let bundle = try bundle([
            "en.lproj/Localizable.stringsdict": pluralTable(["%lld songs": (
                "%#@songs@", ["songs": ["zero": "No songs", "one": "%lld song", "other": "%lld songs"]])]),
            "ru.lproj/Localizable.stringsdict": pluralTable(["%lld songs": (
                "%#@songs@", ["songs": ["one": "%lld песня", "few": "%lld песни", "many": "%lld песен", "other": "%lld песни"]])]),
            "ru.lproj/Localizable.strings": #""%lld songs" = "не это";"#,
        ])
        func songs(_ count: Int, _ locale: String = "en_US") -> String? { shown(Text("\(count) songs", bundle: bundle), locale: locale) }
        #expect([0, 1, 2, 21].map { songs($0) } == ["No songs", "1 song", "2 songs", "21 songs"])
        // The plural table wins over the strings table of the same localization.
        #expect([1, 3, 5, 21, 0].map { songs($0, "ru_RU") } == ["1 песня", "3 песни", "5 песен", "21 песня", "0 песен"])
    }

    @Test("Tokens take arguments in order or by position, each with its own variable, beside other specifiers")
    func tokens() throws {
        let bundle = try bundle([
            "en.lproj/Localizable.stringsdict": pluralTable([
                "%lld files in %lld folders by %@": ("%#@files@ in %#@folders@ by %@", [
                    "files": ["one": "one file", "other": "%lld files"], "folders": ["one": "%lld folder", "other": "%lld folders"],
                ]),
            ]),
            "de.lproj/Localizable.stringsdict": pluralTable([
                "%lld files in %lld folders by %@": ("%3$@: %2$#@folders@, %1$#@files@", [
                    "files": ["one": "eine Datei", "other": "%1$lld Dateien"], "folders": ["one": "%2$lld Ordner", "other": "%2$lld Ordner"],
                ]),
            ]),
        ])
        let files = 1, folders = 3, owner = "Ana"
        let text = Text("\(files) files in \(folders) folders by \(owner)", bundle: bundle)
        #expect(shown(text) == "one file in 3 folders by Ana")
        #expect(shown(text, locale: "de_DE") == "Ana: 3 Ordner, eine Datei")
        let many = 4
        #expect(shown(Text("\(many) files in \(files) folders by \(owner)", bundle: bundle)) == "4 files in 1 folder by Ana")
    }

    @Test("A string catalog: plural variations, substitutions with %arg, device variations, any state, the source language")
    func catalogs() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "%lld songs" : { "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } } } } },
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld chanson" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld chansons" } } } } } } },
              "%@ has %lld apples and %lld pears" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %#@apples@ and %#@pears@" },
                  "substitutions" : {
                    "apples" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "an apple" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg apples" } } } } },
                    "pears" : { "argNum" : 3, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "a pear" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg pears" } } } } } } } } },
              "Tap to open" : { "localizations" : {
                "en" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Select to open" } } } } } } },
              "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } }
            } }
            """#
        let bundle = try bundle(["Localizable.xcstrings": catalog])
        #expect(StringsTables.isLocalized(bundle))
        let one = 1, three = 3, name = "Ana"
        #expect(shown(Text("\(one) songs", bundle: bundle)) == "1 song")
        #expect(shown(Text("\(three) songs", bundle: bundle)) == "3 songs")
        #expect(shown(Text("\(one) songs", bundle: bundle), locale: "fr_FR") == "1 chanson")
        #expect(shown(Text("\(three) songs", bundle: bundle), locale: "fr_CA") == "3 chansons")
        // No Japanese: the source language's entry.
        #expect(shown(Text("\(one) songs", bundle: bundle), locale: "ja_JP") == "1 song")
        #expect(shown(Text("\(name) has \(one) apples and \(three) pears", bundle: bundle)) == "Ana has an apple and 3 pears")
        #expect(shown(Text("\(name) has \(three) apples and \(one) pears", bundle: bundle)) == "Ana has 3 apples and a pear")
        #expect(shown(Text("Tap to open", bundle: bundle)) == "Select to open")
        #expect(shown(Text("Done", bundle: bundle), locale: "de_DE") == "Fertig")
        #expect(shown(Text("Done", bundle: bundle)) == "Done")
        #expect(shown(Text("Missing", bundle: bundle), locale: "de_DE") == "Missing")
    }

    @Test("String(localized:) reads plural tables and catalogs for the process's locale")
    func strings() throws {
        let bundle = try bundle([
            "en.lproj/Localizable.stringsdict": pluralTable(["%lld items": ("%#@items@", ["items": ["one": "%lld item", "other": "%lld items"]])]),
            "Other.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { "%lld rows" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "a row" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld rows" } } } } } } } } }"#,
        ])
        let one = 1, two = 2
        #expect(String(localized: "\(one) items", bundle: bundle) == "1 item")
        #expect(String(localized: "\(two) items", bundle: bundle) == "2 items")
        #expect(String(localized: "\(one) rows", table: "Other", bundle: bundle) == "a row")
        #expect(String(localized: "\(two) rows", table: "Other", bundle: bundle) == "2 rows")
    }

    @Test("A catalog or plural table that cannot be read is no table")
    func unreadable() throws {
        let bundle = try bundle(["Localizable.xcstrings": "{ not json", "en.lproj/Localizable.stringsdict": "<plist"])
        let count = 2
        #expect(shown(Text("\(count) songs", bundle: bundle)) == "2 songs")
        #expect(String(localized: "\(count) songs", bundle: bundle) == "2 songs")
    }
}
