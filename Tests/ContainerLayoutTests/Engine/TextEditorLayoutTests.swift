import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Vertical text fields grow line by line within their limits; a text editor takes the space
/// offered, as the stylesheet draws them.
@Suite struct TextEditorLayoutTests {
    private let long = "Ten days along the Amalfi coast, from Naples to Positano by ferry, bus and on foot up the steps"

    private func height(_ view: some View) throws -> CGFloat {
        try #require(frames(of: view.frame(width: 200))["0.0"]).height
    }

    @Test func aVerticalFieldIsAsManyLinesAsItsTextWithinItsLimits() throws {
        let line: CGFloat = 22
        #expect(try height(TextField("Title", text: .constant("Rome"), axis: .vertical)) == line)
        let wrapped = try height(TextField("Title", text: .constant(long), axis: .vertical))
        #expect(wrapped > 2 * line && wrapped.truncatingRemainder(dividingBy: line) == 0, "whole lines of its wrapped text")
        #expect(try height(TextField("Title", text: .constant(long), axis: .vertical).lineLimit(2)) == 2 * line)
        #expect(try height(TextField("Title", text: .constant("Rome"), axis: .vertical).lineLimit(3...6)) == 3 * line)
        #expect(try height(TextField("Title", text: .constant(long), axis: .vertical).lineLimit(1...3)) == 3 * line)
        #expect(try height(TextField("Title", text: .constant(""), axis: .vertical).lineLimit(5, reservesSpace: true)) == 5 * line)
        #expect(try height(TextField("Title", text: .constant("a\nb"), axis: .vertical)) == 2 * line, "its own line breaks")
        #expect(try height(TextField("Title", text: .constant(""), axis: .vertical).textFieldStyle(.roundedBorder)) == line + 12)
    }

    @Test func aTextEditorTakesTheSpaceOffered() throws {
        let offered = try #require(frames(of: TextEditor(text: .constant("Pack light")).frame(width: 240, height: 150))["0.0"])
        #expect(offered.width == 240 && offered.height == 150)
        let all = frames(of: VStack(spacing: 0) { TextEditor(text: .constant("Notes")); Text("End") }, width: 390, height: 844)
        let editor = try #require(all["0.0.0"])
        #expect(editor.width == 390 && editor.height > 700, "it fills what the stack leaves")
        // Left to choose, it is its text plus its insets.
        let ideal = try #require(frames(of: TextEditor(text: .constant("")).fixedSize())["0.0"])
        #expect(abs(ideal.height - (22 + 16)) < 0.01)
    }
}
