import ContainerUI
import ContainerUICore
import Testing

/// `Text(_ image: Image)` and images interpolated in a text: a marker in the string per image,
/// the images resolved in the text's environment.
@Suite("Images inline in text")
struct TextImageTests {
    private func text(_ view: some View) -> ResolvedText? {
        resolve(view).root.firstText
    }

    @Test("Text(Image) is one marker and the image, resolved where the text is")
    func textOfImage() {
        let resolved = text(Text(Image(systemName: "star")).foregroundStyle(.red))
        #expect(resolved?.string == "\u{FFFC}")
        #expect(resolved?.images.map(\.name) == ["star"])
        #expect(resolved?.images.first?.isSystemSymbol == true)
        #expect(resolve(Text(Image(systemName: "star"))).dump() == "Root\n  Text(\"\u{FFFC}\") images=[star]")
    }

    @Test("An interpolated image is a marker in place, the text around it kept")
    func interpolated() {
        let resolved = text(Text("a \(Image(systemName: "star")) b \(Image(systemName: "heart"))"))
        #expect(resolved?.string == "a \u{FFFC} b \u{FFFC}")
        #expect(resolved?.images.map(\.name) == ["star", "heart"])
        let nested = text(Text("x \(Text(Image(systemName: "star"))) y"))
        #expect(nested?.images.map(\.name) == ["star"], "an interpolated text brings its images")
    }

    @Test("Text + Text keeps each run's images; a symbol variant of the environment applies")
    func concatenated() {
        let joined = text((Text("Rated ") + Text(Image(systemName: "star"))).symbolVariant(.fill))
        #expect(joined?.images.isEmpty == true)
        #expect(joined?.appended.first?.images.map(\.name) == ["star.fill"])
        #expect(resolve(Text("a") + Text(Image(systemName: "star"))).dump() == "Root\n  Text(\"a\u{FFFC}\") images=[star]")
    }

    @Test("Keys with and without images are equal when their text is")
    func keyEquality() {
        let key: LocalizedStringKey = "a \(Image(systemName: "star"))"
        #expect(key == LocalizedStringKey("a \u{FFFC}"))
        #expect(Text("plain").images.isEmpty)
    }
}
