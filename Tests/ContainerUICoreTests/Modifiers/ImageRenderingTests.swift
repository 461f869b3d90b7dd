import ContainerUI
import Foundation
import Testing

/// `Image.renderingMode(_:)`, `interpolation(_:)` and `antialiased(_:)`.
@Suite("Image rendering mode, interpolation and antialiasing")
struct ImageRenderingTests {
    private func image(_ view: some View) -> ResolvedImage? {
        guard case .image(let image) = resolve(view).root.children.first?.kind else { return nil }
        return image
    }

    @Test("Symbols are templates and named images originals unless renderingMode says otherwise")
    func defaults() {
        #expect(image(Image(systemName: "star"))?.isTemplate == true)
        #expect(image(Image("photo"))?.isTemplate == false)
        #expect(image(Image("photo").renderingMode(.template))?.isTemplate == true)
        #expect(image(Image("photo").renderingMode(.template).renderingMode(nil))?.isTemplate == false, "nil restores the default")
        #expect(resolve(Image("photo").renderingMode(.template)).dump() == "Root\n  Image(\"photo\") template")
    }

    @Test("An original symbol is drawn in its own colours: the multicolour mode, unless a mode is set")
    func originalSymbol() {
        let original = image(Image(systemName: "star").renderingMode(.original))
        #expect(original?.isTemplate == false && original?.renderingMode == .multicolor)
        #expect(image(Image(systemName: "star").renderingMode(.original).symbolRenderingMode(.hierarchical))?.renderingMode == .hierarchical)
        #expect(image(Image(systemName: "star"))?.renderingMode == nil)
    }

    @Test("A template image is filled with the foreground style")
    func templateForeground() {
        #expect(image(Image("logo").renderingMode(.template).foregroundStyle(.red))?.foreground == .color(.red))
    }

    @Test("Interpolation and antialiasing are kept, the defaults high and on")
    func interpolation() {
        let plain = image(Image("pixels"))
        #expect(plain?.interpolation == .high && plain?.isAntialiased == true)
        let pixelated = image(Image("pixels").resizable().interpolation(.none).antialiased(false))
        #expect(pixelated?.interpolation == Image.Interpolation.none && pixelated?.isAntialiased == false)
        #expect(image(Image("pixels").interpolation(.low))?.interpolation == .low)
        #expect(image(Image("pixels").interpolation(.medium))?.interpolation == .medium)
        #expect(resolve(Image("pixels").interpolation(.none).antialiased(false)).dump() == "Root\n  Image(\"pixels\") interpolation=none aliased")
    }
}
