import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A share link is a button with a closed dialog popup; its items are in the JSON only.
@Suite struct ShareLinkHTMLTests {
    private let swift = URL(string: "https://www.swift.org/?a=1&b=<2>")!

    @Test func itIsAButtonThatOpensADialog() {
        let html = renderHTML(ShareLink(item: swift, subject: Text("Swift")))
        #expect(html.contains(#"type="button""#) && html.contains(#"aria-haspopup="dialog" aria-expanded="false""#))
        #expect(html.contains(">Share<"))
        #expect(!html.contains("swift.org"), "the items never reach the page")
    }

    @Test func theJSONHoldsTheItemsSubjectMessageAndPreviews() {
        let json = renderJSON(
            ShareLink("Send", items: ["one", "two"], subject: Text("Numbers"), message: Text("Two")) { SharePreview("No. \($0)") }
        )
        #expect(json.contains(#"{"type":"accessibilityRole","role":"shareButton","items":["one","two"],"subject":"Numbers","message":"Two","previews":["No. one","No. two"]}"#))
        #expect(renderJSON(ShareLink(item: swift)).contains(#""items":["https://www.swift.org/?a=1\u0026b=%3C2%3E"],"subject":null,"message":null,"previews":[]"#))
    }
}
