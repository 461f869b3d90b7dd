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
