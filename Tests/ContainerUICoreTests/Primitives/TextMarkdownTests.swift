import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// Inline Markdown in `Text` made from a literal, as SwiftUI reads it, and the styling of texts
/// joined with `+`.
@Suite("Markdown in text, and joined texts")
struct TextMarkdownTests {
    private func text(_ view: some View) -> ResolvedText? {
        resolve(view).root.firstText
    }

    /// Each run's characters with its bold, italic, strikethrough, monospaced and link.
    private func runs(_ text: ResolvedText?) -> [String] {
        text?.styledRuns ?? []
    }

    @Test("Bold, italic, strikethrough, code and links become styled runs")
    func syntax() {
        #expect(runs(text(Text("**Bold** and _it_ ~~gone~~ `code` [link](https://example.com)")))
            == ["Bold|B", " and ", "it|I", " ", "gone|S", " ", "code|C", " ", "link|L(https://example.com)"])
        #expect(runs(text(Text("*a **b** c*"))) == ["a |I", "b|BI", " c|I"])
        #expect(runs(text(Text("***both***"))) == ["both|BI"])
        #expect(runs(text(Text("[**bold link**](https://a.b)"))) == ["bold link|BL(https://a.b)"])
        #expect(runs(text(Text("[a [b](https://x.y) c](https://z.w)")))
            == ["a |L(https://z.w)", "b|L(https://x.y)", " c|L(https://z.w)"], "after a link inside a link, the outer one again")
    }

    @Test("Text that is not Markdown stays one plain run")
    func notMarkdown() {
        #expect(runs(text(Text("2 * 3 = 6"))) == ["2 * 3 = 6"], "a lone asterisk between spaces is text")
        #expect(runs(text(Text("snake_case_name"))) == ["snake_case_name"], "underscores inside a word are text")
        #expect(runs(text(Text("**unclosed"))) == ["**unclosed"])
        #expect(runs(text(Text("[not a link] (x)"))) == ["[not a link] (x)"])
        #expect(runs(text(Text("\\*escaped\\*"))) == ["*escaped*"])
        #expect(runs(text(Text("`a*b*c`"))) == ["a*b*c|C"], "code is literal")
        #expect(text(Text("Plain"))?.appended.isEmpty == true)
    }

    @Test("Interpolated values are text; the literal around them is Markdown")
    func interpolation() {
        let name = "*star*"
        #expect(runs(text(Text("**\(name)**"))) == ["*star*|B"])
        #expect(runs(text(Text("Hello \(name)"))) == ["Hello *star*"])
        #expect(runs(text(Text("\(3) **items**"))) == ["3 ", "items|B"])
    }

    @Test("Strings and verbatim text are never read as Markdown, as in SwiftUI")
    func verbatim() {
        let value = "**not bold**"
        #expect(runs(text(Text(value))) == ["**not bold**"])
        #expect(runs(text(Text(verbatim: "**not bold**"))) == ["**not bold**"])
    }

    @Test("A link run is drawn in the tint colour; a modifier of the whole text styles every run")
    func linkTintAndWholeTextModifiers() {
        let resolved = text(Text("Read [more](https://example.com) here").font(.title).foregroundColor(.red))
        var fonts: [Font?] = []
        func visit(_ run: ResolvedText) { if !run.string.isEmpty { fonts.append(run.style.font) }; run.appended.forEach(visit) }
        resolved.map(visit)
        #expect(fonts == [.title, .title, .title])
        #expect(resolved?.style.foreground == .color(.red))
        #expect(resolved?.appended.first?.style.foreground == EnvironmentValues().resolve(TintShapeStyle()._resolvedStyle))
    }

    @Test("Modifiers of a joined text style every run, each run's own winning, as in SwiftUI")
    func joinedModifiers() {
        let joined = text((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).bold())
        #expect(joined?.style.foreground == .color(.red), "the run's own colour wins")
        #expect(joined?.style.weight == .bold)
        #expect(joined?.appended.first?.style.foreground == .color(.blue))
        #expect(joined?.appended.first?.style.weight == .bold)
        // A styled join joined again keeps its style to its own runs.
        let nested = text((Text("a") + Text("b")).italic() + Text("c"))
        #expect(runs(nested) == ["a|I", "b|I", "c"])
    }

    /// A reproducible stream of numbers (SplitMix64).
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("Any mix of Markdown's characters resolves, every letter kept outside link destinations")
    func arbitraryStrings() {
        let alphabet = Array("ab *_~`[]()\\!x\u{FFFC}é")
        var generator = SeededGenerator(state: 2026)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...14, using: &generator)
            let string = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            guard case .text(let resolved) = resolve(Text(LocalizedStringKey(string))).root.children.first?.kind,
                  !string.contains("](") else { continue }
            let letters: (String) -> String = { $0.filter { "abx".contains($0) } }
            #expect(letters(resolved.fullString) == letters(string), "\(string)")
        }
    }
}
