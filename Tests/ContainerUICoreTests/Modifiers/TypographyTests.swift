import ContainerUICore
import Foundation
import Testing

/// Text typography and symbol modifiers: the `Text` forms, which concatenate, and the `View`
/// forms, which flow down through the environment.
@Suite("Typography and symbol modifiers")
struct TypographyTests {
    struct NotFound: Error {}

    private func firstText(_ node: ResolvedNode) throws -> ResolvedText {
        if case .text(let text) = node.kind { return text }
        for child in node.children { if let text = try? firstText(child) { return text } }
        throw NotFound()
    }

    private func firstImage(_ node: ResolvedNode) throws -> ResolvedImage {
        if case .image(let image) = node.kind { return image }
        for child in node.children { if let image = try? firstImage(child) { return image } }
        throw NotFound()
    }

    @Test("Text forms: each run keeps its own spacing, offset and digits through +")
    func textForms() throws {
        let text = try firstText(resolve(Text("E = mc").kerning(1) + Text("2").baselineOffset(6).monospacedDigit().tracking(2)).root)
        #expect(text.style.typography.kerning == 1 && text.style.typography.tracking == nil)
        #expect(text.appended[0].style.typography.baselineOffset == 6)
        #expect(text.appended[0].style.typography.isMonospacedDigit && text.appended[0].style.typography.letterSpacing == 2)
        #expect(text.style.typography.letterSpacing == 1)
        #expect(resolve(Text("a").tracking(2).monospaced()).dump() == "Root\n  Text(\"a\") tracking=2 monospaced")
    }

    @Test("typesettingLanguage on a Text is a Text: each run keeps its own language through +")
    func textLanguage() throws {
        let japanese = Locale.Language(identifier: "ja")
        let text = try firstText(resolve(Text("Kanji ") + Text("漢字").typesettingLanguage(japanese) + Text(" and ")
            + Text("漢字").typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hant")))).root)
        #expect(text.style.language == nil)
        #expect(text.appended.map(\.style.language) == ["ja", nil, "zh-TW"])
        #expect(resolve(Text("a").typesettingLanguage(japanese)).dump() == "Root\n  Text(\"a\") lang=ja")
        #expect(resolve(Text("a").typesettingLanguage(.automatic)).dump() == "Root\n  Text(\"a\")")
        #expect(resolve(Text("a").typesettingLanguage(japanese, isEnabled: false)).dump() == "Root\n  Text(\"a\")")
    }

    @Test("Tracking wins over kerning, whichever was set last")
    func trackingWins() throws {
        #expect(try firstText(resolve(Text("a").tracking(2).kerning(5)).root).style.typography.letterSpacing == 2)
        #expect(try firstText(resolve(VStack { Text("a").kerning(5) }.tracking(2)).root).style.typography.letterSpacing == 2)
        #expect(try firstText(resolve(VStack { Text("a") }.kerning(5)).root).style.typography.letterSpacing == 5)
    }

    @Test("View forms reach every text inside; the innermost write wins")
    func viewForms() throws {
        let tree = resolve(VStack { Text("a"); Text("b").lineLimit(1).truncationMode(.middle) }
            .lineSpacing(4).truncationMode(.head).minimumScaleFactor(0.5).baselineOffset(-2).monospacedDigit().lineLimit(2))
        #expect(tree.dump() == """
            Root
              VStack(alignment: center, spacing: default)
                Text("a") lineLimit=2 baselineOffset=-2 monospacedDigit lineSpacing=4 truncation=head minimumScale=0.5
                Text("b") lineLimit=1 baselineOffset=-2 monospacedDigit lineSpacing=4 truncation=middle minimumScale=0.5
            """)
    }

    @Test("The environment values carry SwiftUI's names and defaults")
    func environmentValues() {
        let values = EnvironmentValues()
        #expect(values.lineSpacing == 0 && values.truncationMode == .tail && values.minimumScaleFactor == 1)
        #expect(values.imageScale == .medium && values.symbolRenderingMode == nil)
        var set = values
        set.lineSpacing = 3
        set.imageScale = .large
        set.symbolRenderingMode = .palette
        #expect(set.lineSpacing == 3 && set.imageScale == .large && set.symbolRenderingMode == .palette && set.truncationMode == .tail)
    }

    @Test("Symbols take the image scale, the rendering mode and the foreground levels")
    func symbols() throws {
        let image = try firstImage(resolve(Image(systemName: "person.circle")
            .imageScale(.small).symbolRenderingMode(.hierarchical).foregroundStyle(.indigo, .pink, .orange)).root)
        #expect(image.scale == .small && image.renderingMode == .hierarchical)
        #expect(image.foreground == .color(.indigo) && image.secondary == .color(.pink) && image.tertiary == .color(.orange))
        let own = try firstImage(resolve(VStack { Image(systemName: "star").symbolRenderingMode(.multicolor) }.symbolRenderingMode(.palette)).root)
        #expect(own.renderingMode == .multicolor, "the image's own mode wins over the environment's")
        #expect(resolve(Image(systemName: "star").imageScale(.large)).dump() == "Root\n  Image(systemName: \"star\") scale=large")
    }

    @Test("foregroundStyle(_:_:) sets the secondary level for text too; a later single style sets the primary alone")
    func foregroundLevels() throws {
        let levels = try firstText(resolve(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.red, .blue)).root)
        #expect(levels.style.foreground == .color(.blue))
        let reset = try firstText(resolve(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(.green).foregroundStyle(.red, .blue)).root)
        #expect(reset.style.foreground == .hierarchical(1))
        let image = try firstImage(resolve(VStack { Image(systemName: "star") }.foregroundStyle(.green).foregroundStyle(.red, .blue)).root)
        #expect(image.foreground == .color(.green) && image.secondary == nil)
    }
}
