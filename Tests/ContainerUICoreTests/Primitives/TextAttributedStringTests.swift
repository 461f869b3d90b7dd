import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// `Text(AttributedString)` with SwiftUI's attributes, set as SwiftUI code sets them.
@Suite("Text of an attributed string")
struct TextAttributedStringTests {
    private func text(_ view: some View) -> ResolvedText? {
        resolve(view).root.firstText
    }

    private func runs(_ text: ResolvedText?) -> [ResolvedText] {
        guard let text else { return [] }
        return (text.string.isEmpty ? [] : [text]) + text.appended.flatMap { runs($0) }
    }

    @Test("Each run keeps its font, colours, lines, spacing and link")
    func attributes() throws {
        var string = AttributedString("Hello, world and more")
        let world = try #require(string.range(of: "world"))
        string[world].font = .headline
        string[world].foregroundColor = .red
        string[world].backgroundColor = .yellow
        let more = try #require(string.range(of: "more"))
        string[more].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string[more].underlineStyle = .single
        string[more].kern = 1
        string[more].tracking = 2
        string[more].baselineOffset = 3
        string[more].link = URL(string: "https://example.com")
        let resolved = runs(text(Text(string)))
        #expect(resolved.map(\.string) == ["Hello, ", "world", " and ", "more"])
        #expect(resolved[1].style.font == .headline)
        #expect(resolved[1].style.foreground == .color(.red))
        #expect(resolved[1].style.background == .yellow)
        #expect(resolved[3].style.strikethrough?.pattern == .dash && resolved[3].style.strikethrough?.color == .blue)
        #expect(resolved[3].style.underline != nil)
        #expect(resolved[3].style.typography.kerning == 1 && resolved[3].style.typography.tracking == 2)
        #expect(resolved[3].style.typography.baselineOffset == 3)
        #expect(resolved[3].style.link == URL(string: "https://example.com"))
        #expect(resolved[0].style.font == nil && resolved[0].style.link == nil)
    }

    @Test("The text's modifiers style every run; a run's own attribute wins")
    func modifiersOfTheWholeText() {
        var string = AttributedString("plain ")
        var red = AttributedString("red")
        red.foregroundColor = .red
        string.append(red)
        let resolved = runs(text(Text(string).foregroundColor(.blue).italic()))
        #expect(resolved.map(\.style.foreground) == [.color(.blue), .color(.red)])
        #expect(resolved.allSatisfy { $0.style.isItalic })
    }

    @Test("The scope names SwiftUI's attributes, Foundation's included")
    func scope() {
        var string = AttributedString("x")
        string.swiftUI.font = .title
        #expect(string.font == .title)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
        #expect(runs(text(Text(AttributedString("")))).isEmpty)
    }
}
