import ContainerUI
import Foundation
import Testing

/// `symbolVariant(_:)` names the symbols inside as SF Symbols names their variants;
/// `redacted(reason:)` marks texts and images as placeholder bars.
@Suite struct SymbolVariantTests {
    private func image(_ view: some View) -> ResolvedImage? {
        var node = resolve(view).root
        while case let children = node.children, let first = children.first {
            if case .image(let image) = first.kind { return image }
            node = first
        }
        return nil
    }

    private func text(_ view: some View) -> ResolvedText? {
        var node = resolve(view).root
        while let first = node.children.first {
            if case .text(let text) = first.kind { return text }
            node = first
        }
        return nil
    }

    @Test func variantsAreAddedInSFSymbolsOrder() {
        #expect(image(Image(systemName: "heart").symbolVariant(.fill))?.name == "heart.fill")
        #expect(image(Image(systemName: "heart").symbolVariant(.circle.fill))?.name == "heart.circle.fill")
        #expect(image(Image(systemName: "bell").symbolVariant(.fill.slash))?.name == "bell.slash.fill")
        #expect(image(Image(systemName: "mic").symbolVariant(.slash.circle))?.name == "mic.slash.circle")
        #expect(image(Image(systemName: "heart").symbolVariant(.square))?.plainName == "heart")
    }

    @Test func aNameThatHasThePartKeepsIt() {
        let filled = image(Image(systemName: "heart.fill").symbolVariant(.fill))
        #expect(filled?.name == "heart.fill" && filled?.plainName == nil)
        #expect(image(Image(systemName: "heart.fill").symbolVariant(.circle))?.name == "heart.fill.circle")
    }

    @Test func innerVariantsAddToOuterOnesAndNoneTurnsThemOff() {
        let nested = VStack { Image(systemName: "star").symbolVariant(.circle) }.symbolVariant(.fill)
        #expect(image(nested)?.name == "star.circle.fill")
        let off = VStack { Image(systemName: "star").symbolVariant(.none) }.symbolVariant(.fill)
        #expect(image(off)?.name == "star" && image(off)?.plainName == nil)
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func namedImagesKeepTheirNames() {
        #expect(image(Image("photo").symbolVariant(.fill))?.name == "photo")
    }

    @Test func placeholderRedactionMarksTextsAndImages() {
        #expect(text(Text("Loading").redacted(reason: .placeholder))?.style.typography.isRedacted == true)
        #expect(image(Image(systemName: "star").redacted(reason: .placeholder))?.isRedacted == true)
        #expect(text(Text("Shown"))?.style.typography.isRedacted == false)
        #expect(text(VStack { Text("Kept").unredacted() }.redacted(reason: .placeholder))?.style.typography.isRedacted == false)
        #expect(text(Text("Stale").redacted(reason: .invalidated))?.style.typography.isRedacted == false)
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        let screen = VStack {
            Text("Balance")
            Text("£1,204").privacySensitive()
        }.redacted(reason: .privacy)
        let texts = resolve(screen).root.children[0].children.map { node -> Bool in
            if case .text(let text) = node.kind { return text.style.typography.isRedacted }
            return false
        }
        #expect(texts == [false, true])
        #expect(text(Text("£1,204").privacySensitive())?.style.typography.isRedacted == false)
    }

    @Test func viewsReadTheReasons() {
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "real") }
        }
        #expect(text(Probe().redacted(reason: .placeholder))?.fullString == "placeholder")
        #expect(text(Probe())?.fullString == "real")
    }
}
