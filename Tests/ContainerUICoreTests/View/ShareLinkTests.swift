import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `ShareLink` and `SharePreview`, as they resolve: a button that would open the share sheet.
@Suite struct ShareLinkTests {
    private let swift = URL(string: "https://www.swift.org")!

    private func dump(_ view: some View) -> String {
        resolve(view).root.dump()
    }

    @Test func theDefaultLabelIsTheShareSymbolAndShare() {
        let output = dump(ShareLink(item: swift))
        #expect(output.contains("Button"))
        #expect(output.contains("Image(systemName: \"square.and.arrow.up\")") && output.contains("Text(\"Share\")"))
        #expect(output.contains("accessibilityRole(shareButton(items: [\"https://www.swift.org\"]))"))
    }

    @Test func aTitleReplacesShareBesideTheSymbol() {
        for output in [
            dump(ShareLink("Send the link", item: swift)), dump(ShareLink(String("Send the link"), item: swift)),
            dump(ShareLink(Text("Send the link"), item: swift)),
        ] {
            #expect(output.contains("Text(\"Send the link\")") && output.contains("square.and.arrow.up") && !output.contains("Text(\"Share\")"))
        }
    }

    @Test func aCustomLabelIsTheButtonsWholeLabel() {
        let output = dump(ShareLink(item: "Hello") { Text("Tell a friend") })
        #expect(output.contains("Text(\"Tell a friend\")") && !output.contains("square.and.arrow.up"))
        #expect(output.contains("shareButton(items: [\"Hello\"])"))
    }

    @Test func itemsSubjectMessageAndPreviewsAreKept() {
        let output = dump(
            ShareLink(items: ["a", "b"], subject: Text("Letters"), message: Text("Two of them")) { item in
                SharePreview("Letter \(item)")
            }
        )
        #expect(output.contains(#"shareButton(items: ["a", "b"], subject: "Letters", message: "Two of them", previews: ["Letter a", "Letter b"])"#))
        let image = dump(ShareLink("Photo", item: Image("sunset"), preview: SharePreview("Sunset", image: Image("sunset"))))
        #expect(image.contains(#"shareButton(items: ["sunset"], previews: ["Sunset"])"#) && image.contains("Text(\"Photo\")"))
        let urls = dump(ShareLink(items: [swift, URL(string: "https://example.com")!]))
        #expect(urls.contains(#"items: ["https://www.swift.org", "https://example.com"]"#))
    }

    @Test func tappingIsNeededForTheSheetSoNoneIsResolved() {
        let output = dump(ShareLink(item: swift))
        #expect(!output.contains("dialog") && !output.contains("Sheet"))
    }
}
