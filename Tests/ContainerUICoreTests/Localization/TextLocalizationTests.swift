import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `Text(_:tableName:bundle:comment:)` looks its key up for the environment's locale when it is
/// resolved, and an interpolated key holds a specifier for each value, as SwiftUI writes it.
@Suite("Localized text")
struct TextLocalizationTests {
    /// A bundle in a temporary folder with a `<localization>.lproj/<table>.strings` per entry.
    private func bundle(_ tables: [String: [String: String]], table: String = "Localizable") throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cui-text-l10n-\(UUID().uuidString).bundle")
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        for (localization, entries) in tables {
            let strings = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
            let text = entries.map { "\(quoted($0.key)) = \(quoted($0.value));" }.joined(separator: "\n")
            try text.write(to: strings.appendingPathComponent("\(table).strings"), atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(url: folder))
    }

    private func shown(_ text: Text, locale: String? = nil) -> String? {
        let view = text.environment(\.locale, Locale(identifier: locale ?? "en_US"))
        return resolve(view).root.firstText?.string
    }

    @Test("The translation follows the environment's locale: region, then language, then English")
    func locales() throws {
        let bundle = try bundle([
            "en": ["Hello": "Hello!"], "fr": ["Hello": "Bonjour"], "pt-BR": ["Hello": "Olá"], "zh-Hans": ["Hello": "你好"],
        ])
        let text = Text("Hello", bundle: bundle)
        #expect(shown(text) == "Hello!")
        #expect(shown(text, locale: "fr_FR") == "Bonjour")
        #expect(shown(text, locale: "fr_CA") == "Bonjour")
        #expect(shown(text, locale: "pt_BR") == "Olá")
        #expect(shown(text, locale: "zh-Hans-CN") == "你好")
        #expect(shown(text, locale: "de_DE") == "Hello!")
        #expect(shown(Text("Missing", bundle: bundle), locale: "fr_FR") == "Missing")
    }

    @Test("An interpolated key is looked up with its specifiers, and the translation places the values")
    func interpolations() throws {
        let bundle = try bundle(["fr": [
            "Hi %@": "Salut %@", "%lld songs by %@": "%2$@ : %1$lld chansons", "%.1f%% done": "%.1f %% fait", "Rated %@": "Noté %@",
        ]])
        let name = "Ana", count = 12
        #expect(shown(Text("Hi \(name)", bundle: bundle), locale: "fr_FR") == "Salut Ana")
        #expect(shown(Text("\(count) songs by \(name)", bundle: bundle), locale: "fr_FR") == "Ana : 12 chansons")
        #expect(shown(Text("\(count) songs by \(name)", bundle: bundle)) == "12 songs by Ana")
        #expect(shown(Text("\(87.25, specifier: "%.1f")% done", bundle: bundle), locale: "fr_FR") == "87.2 % fait")
        let rated = resolve(Text("Rated \(Image(systemName: "star"))", bundle: bundle).environment(\.locale, Locale(identifier: "fr"))).root.firstText
        #expect(rated?.string == "Noté \(Text.inlineImageMarker)")
        #expect(rated?.images.count == 1)
    }

    @Test("A table other than Localizable, and a bundle without the key's table")
    func tables() throws {
        let settings = try bundle(["fr": ["Title": "Réglages"]], table: "Settings")
        #expect(shown(Text("Title", tableName: "Settings", bundle: settings, comment: "The screen's title"), locale: "fr") == "Réglages")
        #expect(shown(Text("Title", bundle: settings), locale: "fr") == "Title")
    }

    @Test("Without tables in the main bundle a key shows as it is, and a verbatim text is never looked up")
    func unlocalized() throws {
        #expect(!StringsTables.mainBundleIsLocalized)
        #expect(shown(Text("Hello"), locale: "fr") == "Hello")
        #expect(Text("Hello").format == nil)
        let bundle = try bundle(["fr": ["Hello": "Bonjour"]])
        #expect(Text(verbatim: "Hello").format == nil)
        #expect(shown(Text("Hello", bundle: bundle), locale: "fr") == "Bonjour")
    }

    @Test("Interpolated values are written as SwiftUI writes them: integers plainly, Double as %lf")
    func values() {
        let count = 1234, ratio = 0.5, scale: Float = 2, width: CGFloat = 1.5, unsigned: UInt8 = 7
        #expect(Text("\(count) · \(ratio) · \(scale) · \(width) · \(unsigned)").string == "1234 · 0.500000 · 2.000000 · 1.500000 · 7")
        #expect(Text("\(ratio, specifier: "%.2f") · \(count, specifier: "%06d") · \(scale, specifier: "%.0f")").string == "0.50 · 001234 · 2")
        #expect(Text("Total \(12.5, format: .number)").string == "Total 12.5")
        #expect(Text("\(AttributedString("bold")) and \("plain")").string == "bold and plain")
        let key: LocalizedStringKey = "\(count) of 100% in \(ratio, specifier: "%.1f")"
        #expect(key.tableKey == "%lld of 100%% in %.1f")
        #expect(LocalizedStringKey("100% sure").tableKey == "100% sure")
    }

    @Test("A translation's specifier takes flags, a width and a precision")
    func specifiers() {
        typealias Value = String.LocalizationValue
        #expect(Value.format("%03lld|%-4lld|%+lld", [.integer(7), .integer(42), .integer(5)]) == "007|42  |+5")
        #expect(Value.format("%.2lf|%8.3f|%x|%04X", [.double(3.14159), .float(2), .unsigned(255), .unsigned(255)]) == "3.14|   2.000|ff|00FF")
        #expect(Value.format("%2$.1f %1$@", [.text("km"), .double(12.25)]) == "12.2 km")
    }

    @Test("A text of a resource is looked up for the environment's locale; String(localized:) for the resource's")
    func resources() throws {
        let bundle = try bundle(["en": ["%lld new": "%lld new"], "fr": ["%lld new": "%lld nouveaux"], "de": ["%lld new": "%lld neue"]])
        let count = 4
        let resource = LocalizedStringResource("\(count) new", locale: Locale(identifier: "de_DE"), bundle: .atURL(bundle.bundleURL))
        #expect(shown(Text(resource), locale: "fr_FR") == "4 nouveaux")
        #expect(shown(Text(resource)) == "4 new")
        #expect(String(localized: resource) == "4 neue")
    }

    /// Each run of a resolved text with its styles (B bold, I italic, L(url) a link).
    private func runs(_ view: some View) -> [String] {
        resolve(view).root.firstText?.styledRuns ?? []
    }

    @Test("A translation's Markdown is read, a key's without a translation too, and the values stay as they are")
    func markdown() throws {
        let bundle = try bundle(["fr": [
            "Tap **Continue**": "Touchez **Continuer**", "greeting": "Salut *toi*", "Read %@": "Lisez [%@](https://example.com)",
        ]])
        let french = Locale(identifier: "fr_FR")
        #expect(runs(Text("Tap **Continue**", bundle: bundle).environment(\.locale, french)) == ["Touchez ", "Continuer|B"])
        #expect(runs(Text("Tap **Continue**", bundle: bundle)) == ["Tap ", "Continue|B"])
        #expect(runs(Text("greeting", bundle: bundle).environment(\.locale, french)) == ["Salut ", "toi|I"])
        let title = "*not emphasis*"
        #expect(runs(Text("Read \(title)", bundle: bundle).environment(\.locale, french)) == ["Lisez ", "*not emphasis*|L(https://example.com)"])
        #expect(runs(Text("Read \(title)", bundle: bundle)) == ["Read *not emphasis*"])
        // The text's own modifiers style every run, and a joined text follows.
        let joined = (Text("Tap **Continue**", bundle: bundle).italic() + Text(verbatim: "!")).environment(\.locale, french)
        #expect(runs(joined) == ["Touchez |I", "Continuer|BI", "!"])
    }

    @Test("Dates and formatted values in a key are written in the environment's locale and time zone, translated or not")
    func environmentValues() throws {
        let noon = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01 12:00 UTC
        let due = Text("Due \(noon, format: .dateTime.day().month(.wide))")
        #expect(shown(due) == "Due January 1")
        #expect(shown(due, locale: "fr_FR") == "Due 1 janvier")
        let total = Text("Total \(12.5, format: .currency(code: "EUR"))")
        #expect(shown(total, locale: "de_DE") == "Total 12,50\u{A0}€")
        let at = Text("At \(noon, style: .time)")
        #expect(resolve(at.environment(\.timeZone, TimeZone(identifier: "Europe/Paris")!)).root.firstText?.string == "At 1:00\u{202F}PM")
        let bundle = try bundle(["fr": ["Due %@": "Échéance : %@"]])
        #expect(shown(Text("Due \(noon, format: .dateTime.day().month(.wide))", bundle: bundle), locale: "fr_FR") == "Échéance : 1 janvier")
        // A percent sign in a written value is no specifier.
        #expect(shown(Text("Rate \(0.125, format: .percent)"), locale: "fr_FR") == "Rate 12,5\u{A0}%")
    }
}
