import ContainerUI
import Foundation
import Testing

/// Vertical `TextField`s with their line limits and `TextEditor`, as they resolve.
@Suite struct TextEditorTests {
    enum Failure: Error { case wrongKind }

    private func field(_ view: some View) throws -> ResolvedTextField {
        guard case .textField(let field) = resolve(view).root.children[0].kind else { throw Failure.wrongKind }
        return field
    }

    @Test func aVerticalFieldTakesItsLinesFromTheLineLimit() throws {
        #expect(try field(TextField("Title", text: .constant("Hi"))).lines == .single)
        #expect(try field(TextField("Title", text: .constant("Hi"), axis: .horizontal)).lines == .single)
        #expect(try field(TextField("Title", text: .constant("Hi"), axis: .vertical)).lines == .vertical(minimum: 1, maximum: nil))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(4)).lines == .vertical(minimum: 1, maximum: 4))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(3...6)).lines == .vertical(minimum: 3, maximum: 6))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(2...)).lines == .vertical(minimum: 2, maximum: nil))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(...3)).lines == .vertical(minimum: 1, maximum: 3))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: true)).lines == .vertical(minimum: 5, maximum: 5))
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: false)).lines == .vertical(minimum: 1, maximum: 5))
        // An inner limit below an outer range's minimum caps it.
        #expect(try field(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(2).lineLimit(3...6)).lines == .vertical(minimum: 2, maximum: 2))
        let prompted = try field(TextField("Title", text: .constant(""), prompt: Text("Say more"), axis: .vertical))
        #expect(prompted.prompt == "Say more" && !prompted.isSecure)
    }

    @Test func aRangeLimitsTextToItsUpperBoundButNeverClampsAFieldsText() throws {
        #expect(resolve(Text("Hello").lineLimit(2...4)).root.children[0].dump().contains("lineLimit=4"))
        let limited = try field(TextField("Title", text: .constant("Hi"), axis: .vertical).lineLimit(3))
        #expect(limited.text.style.lineLimit == nil)
    }

    @Test func aTextEditorHoldsItsTextInTheEnvironmentsFontAndKnowsItsBackground() throws {
        let editor = try field(TextEditor(text: .constant("Pack light")).font(.callout))
        #expect(editor.text.string == "Pack light" && editor.text.style.font == .callout && editor.prompt.isEmpty)
        #expect(editor.lines == .editor(showsBackground: true))
        #expect(try field(TextEditor(text: .constant("")).scrollContentBackground(.hidden)).lines == .editor(showsBackground: false))
        #expect(resolve(TextEditor(text: .constant("Notes"))).root.children[0].children.isEmpty, "no label views")
    }

    @Test func dumpsNameTheFieldsLinesAndTheEditor() {
        #expect(resolve(TextField("Title", text: .constant("Hi"), axis: .vertical).lineLimit(3...6)).root.dump()
            .contains(#"TextField("Hi", prompt: "Title", axis: vertical, lines: 3...6)"#))
        #expect(resolve(TextEditor(text: .constant("Hi")).scrollContentBackground(.hidden)).root.dump()
            .contains(#"TextEditor("Hi", background: hidden)"#))
    }
}

/// `TextField(_:value:format:)` and `Text(_:format:)`, formatted in the environment's locale.
@Suite struct FormattedValueTests {
    private func shown(_ view: some View) -> String {
        switch resolve(view).root.children[0].kind {
        case .text(let text): text.fullString
        case .textField(let field): field.text.fullString
        default: "not text"
        }
    }

    @Test func aValueIsFormattedInTheEnvironmentsLocale() {
        #expect(shown(Text(1234.5, format: .currency(code: "EUR"))) == "€1,234.50")
        #expect(shown(Text(1234.5, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE"))) == "1.234,50\u{A0}€")
        #expect(shown(Text(0.25, format: .percent)) == "25%")
        #expect(shown(Text(1_234_567, format: .number)) == "1,234,567")
        #expect(shown(TextField("Budget", value: .constant(2450.0), format: .currency(code: "USD"))) == "$2,450.00")
        #expect(shown(TextField("Count", value: .constant(12000), format: .number, prompt: Text("How many"))) == "12,000")
        #expect(shown(TextField("Count", value: .constant(3), format: .number).environment(\.locale, Locale(identifier: "fr_FR"))) == "3")
    }

    @Test func aDateIsFormattedInTheEnvironmentsTimeZoneNeverTheMachines() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)  // 18 Nov 2026, 11:06:40 UTC
        let format = Date.FormatStyle(date: .abbreviated, time: .shortened)
        #expect(shown(Text(date, format: format)) == "Nov 18, 2026 at 11:06\u{202F}AM")
        #expect(shown(Text(date, format: format).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)) == "Nov 18, 2026 at 8:06\u{202F}PM")
    }

    @Test func formattedTextsAreEqualWhenTheirValuesAndFormatsAre() {
        #expect(Text(3, format: .number) == Text(3, format: .number))
        #expect(Text(3, format: .number) != Text(4, format: .number))
        #expect(Text(3, format: .number) != Text(3, format: .percent))
    }
}
