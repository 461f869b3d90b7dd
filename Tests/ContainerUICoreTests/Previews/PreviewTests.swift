import ContainerUI
import Testing

/// Previews as values: `Preview`'s name, traits and content, a registry as `#Preview` declares
/// it, `PreviewProvider`'s previews as an ordinary view, and the preview modifiers leaving the
/// view as it was.
@Suite struct PreviewTests {
    struct Badge: View {
        var label: String
        var body: some View { Text(label).padding() }
    }

    #Preview("Badges", traits: .sizeThatFitsLayout, .landscapeLeft) {
        Badge(label: "New")
        Badge(label: "Sale")
    }

    #Preview {
        @Previewable @State var count = 2
        Stepper("Count: \(count)", value: $count)
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Badge(label: "Old style").previewLayout(.sizeThatFits).previewDisplayName("Old")
        }
    }

    @MainActor @Test func previewHoldsItsNameTraitsAndContent() {
        let preview = Preview("Badges", traits: .sizeThatFitsLayout, .fixedLayout(width: 200, height: 100)) {
            Badge(label: "New")
        }
        #expect(preview.name == "Badges")
        #expect(preview.traits.map(\.setting) == [.layout(.sizeThatFits), .layout(.fixed(width: 200, height: 100))])
        #expect(resolve(preview.content).dump() == resolve(Badge(label: "New")).dump())
    }

    @MainActor @Test func providerPreviewsAreViews() {
        #expect(renderHTML(Badge_Previews.previews) == renderHTML(Badge(label: "Old style")))
        #expect(Badge_Previews.platform == nil)
    }

    @Test func previewModifiersChangeNothing() {
        let plain = Badge(label: "x")
        let dressed = plain.previewDevice("iPhone 15 Pro").previewInterfaceOrientation(.landscapeRight)
        #expect(resolve(dressed).dump() == resolve(plain).dump())
    }
}
