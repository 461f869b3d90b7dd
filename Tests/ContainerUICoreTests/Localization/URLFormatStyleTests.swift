import ContainerUI
import Foundation
import Testing

/// Foundation's URL format and parse styles and byte counts of measurements, which Foundation
/// on Linux lacks.
@Suite("URL styles and byte counts")
struct URLFormatStyleTests {
    let url = URL(string: "https://jo:secret@www.apple.com:8443/swift/été?q=1&r=2#top")!

    @Test("By default a URL shows its scheme, host and path, the port unless HTTP")
    func defaults() {
        #expect(URL(string: "https://www.apple.com/swift?a=1#b")!.formatted() == "https://www.apple.com/swift")
        #expect(url.formatted() == "https://www.apple.com/swift/été")
        #expect(URL(string: "ftp://files.example.com:2121/pub")!.formatted() == "ftp://files.example.com:2121/pub")
        #expect(URL(string: "mailto:someone@example.com")!.formatted() == "mailto:someone@example.com")
        #expect(resolve(Text(url, format: .url)).root.dump().contains("https://www.apple.com/swift/été"))
    }

    @Test("Each component follows its option")
    func components() {
        #expect(url.formatted(.url.scheme(.never)) == "www.apple.com/swift/été")
        #expect(url.formatted(.url.user().password().port()) == "https://jo:secret@www.apple.com:8443/swift/été")
        #expect(url.formatted(.url.user()) == "https://jo@www.apple.com/swift/été", "the password only beside the user")
        #expect(url.formatted(.url.path(.never).query().fragment()) == "https://www.apple.com?q=1&r=2#top")
        #expect(url.formatted(.url.scheme(.omitIfHTTPFamily).host(.omitSpecificSubdomains(["www", "m"])).path(.never)) == "apple.com")
        #expect(URL(string: "https://www.m.shop.example.co/")!.formatted(.url.host(.omitSpecificSubdomains(["www", "m"], includeMultiLevelSubdomains: true)))
            == "https://shop.example.co/")
        #expect(URL(string: "https://www.example.com/")!.formatted(.url.host(.omitSpecificSubdomains(["www"], when: .scheme, matches: ["http"])))
            == "https://www.example.com/")
        #expect(url.formatted(.url.query(.displayWhen(.host, matches: ["www.apple.com"]))) == "https://www.apple.com/swift/été?q=1&r=2")
        #expect(url.formatted(.url.path(.omitWhen(.scheme, matches: ["https"]))) == "https://www.apple.com")
        #expect(url.formatted(.url.host(.never).scheme(.never)) == "/swift/été")
    }

    @Test("A URL is read back with its scheme and host required, or given by default")
    func parsing() throws {
        #expect(try URL("https://apple.com/swift", strategy: .url) == URL(string: "https://apple.com/swift"))
        #expect(try URL.FormatStyle().parseStrategy.parse("  https://apple.com  ") == URL(string: "https://apple.com"))
        #expect(throws: (any Error).self) { try URL("apple.com", strategy: .url) }
        #expect(try URL("apple.com/swift", strategy: URL.ParseStrategy(scheme: .defaultValue("https"))) == URL(string: "https://apple.com/swift"))
        #expect(throws: (any Error).self) { try URL("https://apple.com", strategy: .url.path()) }
        #expect(try URL("https://apple.com", strategy: .url.port(.defaultValue(8080))) == URL(string: "https://apple.com:8080"))
        #expect(throws: (any Error).self) { try URL("", strategy: .url) }
    }

    @Test("A text field edits a URL, or an optional one that shows its prompt while nil")
    func fields() {
        let site = resolve(TextField("Website", value: .constant(URL(string: "https://www.apple.com/swift")), format: .url)).root.dump()
        #expect(site.contains("https://www.apple.com/swift"))
        let empty = resolve(TextField("Website", value: .constant(URL?.none), format: .url, prompt: Text("example.com"))).root.dump()
        #expect(!empty.contains("https://") && empty.contains("example.com"))
        let home = resolve(TextField("Home", value: .constant(URL(string: "https://apple.com")!), format: .url.scheme(.never))).root.dump()
        #expect(home.contains("apple.com") && !home.contains("https://apple.com"))
    }

    @Test("A measurement of data is a byte count")
    func byteCounts() {
        let size = Measurement(value: 1.5, unit: UnitInformationStorage.megabytes)
        let file = size.formatted(.byteCount(style: .file))
        #expect(file == Int64(1_500_000).formatted(.byteCount(style: .file)) && file.contains("1.5"))
        #expect(Measurement(value: 0, unit: UnitInformationStorage.bytes).formatted(.byteCount(style: .memory)).lowercased().contains("zero"))
        #expect(!Measurement(value: 0, unit: UnitInformationStorage.bytes).formatted(.byteCount(style: .memory, spellsOutZero: false)).lowercased().contains("zero"))
        let bits = Measurement(value: 8_000, unit: UnitInformationStorage.bits)
        #expect(bits.formatted(.byteCount(style: .decimal)) == Int64(1_000).formatted(.byteCount(style: .decimal)))
        let german = Measurement<UnitInformationStorage>.FormatStyle.ByteCount(style: .file, locale: Locale(identifier: "de_DE"))
        #expect(german.format(size).contains("1,5"))
    }
}
