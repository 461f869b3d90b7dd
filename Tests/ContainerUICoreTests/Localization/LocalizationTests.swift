import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`, as Foundation
/// has them on Apple's systems: keys as Xcode extracts them, values looked up in a bundle's
/// tables with their arguments written in, by position too.
@Suite("Localized strings")
struct LocalizationTests {
    /// A flat bundle in a temporary folder with `en.lproj/Localizable.strings` holding `entries`.
    private func bundle(_ entries: [String: String], table: String = "Localizable") throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cui-l10n-\(UUID().uuidString).bundle")
        let strings = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let text = entries.map { "\(quoted($0.key)) = \(quoted($0.value));" }.joined(separator: "\n")
        try text.write(to: strings.appendingPathComponent("\(table).strings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(url: folder))
    }

    @Test("Keys hold a specifier for each interpolated value")
    func keys() {
        let count = 3, folder = "Inbox", ratio = 0.5, scale: Float = 2
        let value: String.LocalizationValue = "\(count) items in \(folder) at \(ratio) × \(scale), 100%"
        let resource = LocalizedStringResource(value)
        #expect(resource.key == "%lld items in %@ at %lf × %f, 100%%")
        #expect(LocalizedStringResource("Done").key == "Done")
        #expect(LocalizedStringResource("done.button", defaultValue: "Done").key == "done.button")
    }

    @Test("Without a table the value is written with its arguments, as C writes numbers")
    func defaultValues() {
        let count = 3, folder = "Inbox"
        #expect(String(localized: "\(count) items in \(folder)") == "3 items in Inbox")
        #expect(String(localized: "Ratio \(0.25)") == "Ratio 0.250000")
        #expect(String(localized: "100% done") == "100% done")
        #expect(String(localized: "done.button", defaultValue: "Done") == "Done")
        #expect(String(localized: "Saved \(Date(timeIntervalSince1970: 0), format: .iso8601)") == "Saved 1970-01-01T00:00:00Z")
    }

    @Test("A table's translation is used, its arguments placed by position")
    func tables() throws {
        let bundle = try bundle(["%lld items in %@": "%2$@ has %1$lld items", "greeting": "Hi there"])
        let count = 3, folder = "Inbox"
        #expect(String(localized: "\(count) items in \(folder)", bundle: bundle) == "Inbox has 3 items")
        #expect(String(localized: "greeting", defaultValue: "Hello", bundle: bundle) == "Hi there")
        #expect(String(localized: "missing", defaultValue: "Fallback", bundle: bundle) == "Fallback")
        let other = try self.bundle(["greeting": "Hey"], table: "Other")
        #expect(String(localized: "greeting", table: "Other", bundle: other) == "Hey")
    }

    @Test("A bundle with a plural table (.stringsdict) is read without Foundation's lookup, which crashes on Linux")
    func pluralTablesDoNotCrash() throws {
        let bundle = try bundle(["%lld items": "%lld things"])
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
            <key>items</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld item</string><key>other</key><string>%lld items</string></dict>
            </dict></dict></plist>
            """
        try plist.write(to: bundle.bundleURL.appendingPathComponent("en.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        // The plural table's entry wins over the strings table's, as on Apple's systems.
        let count = 2, one = 1
        #expect(String(localized: "\(count) items", bundle: bundle) == "2 items")
        #expect(String(localized: "\(one) items", bundle: bundle) == "1 item")
        #expect(String(localized: "missing", defaultValue: "Fallback", bundle: bundle) == "Fallback")
    }

    @Test("A resource keeps its table and bundle, and Text shows it as it is")
    func resources() throws {
        let bundle = try bundle(["greeting": "Hi *there*"])
        let resource = LocalizedStringResource("greeting", defaultValue: "Hello", bundle: .atURL(bundle.bundleURL))
        #expect(String(localized: resource) == "Hi *there*")
        #expect(resource == LocalizedStringResource("greeting", defaultValue: "Hello", bundle: .atURL(bundle.bundleURL)))
        #expect(resolve(Text(resource)).root.firstText?.string == "Hi *there*")
        // A literal is still a localized string key, read as Markdown.
        #expect(resolve(Text("Hi *there*")).root.firstText?.string != "Hi *there*")
    }

    @Test("A stray or unknown specifier is left as it is")
    func strayPercents() {
        #expect(String.LocalizationValue.format("50% off %q", []) == "50% off %q")
        #expect(String.LocalizationValue.format("%2$@ %1$@ %3$@", [.text("a"), .text("b")]) == "b a %3$@")
        #expect(String.LocalizationValue.format("%x/%o", [.integer(255), .unsigned(8)]) == "ff/10")
        // A translation whose specifier does not fit its value writes the value plainly.
        #expect(String.LocalizationValue.format("%@ and %s", [.double(1.5), .float(2)]) == "1.5 and 2.0")
    }
}
