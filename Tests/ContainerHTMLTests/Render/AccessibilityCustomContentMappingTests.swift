import ContainerHTML
import ContainerUI
import Foundation
import RenderSamples
import Testing

/// `accessibilityCustomContent` in HTML: on an element with a role, its description (high
/// importance first, then the hint, then the rest); on a view without one, text for screen
/// readers only after its content.
@Suite("Accessibility custom content in HTML")
struct AccessibilityCustomContentMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A button is described by its entries around its hint: high importance first, default last, each \"label, value\"")
    func button() throws {
        let html = renderHTML(Button("Adopt") {}
            .accessibilityHint("Starts the application.")
            .accessibilityCustomContent("Age", "3 years")
            .accessibilityCustomContent("Breed", "Beagle", importance: .high), options: quiet)
        let id = try #require(html.firstMatch(of: /<button[^>]* aria-describedby="(cui-d\d+)"/)?.1, "\(html)")
        #expect(html.contains(#"<span id="\#(id)" hidden>Breed, Beagle. Starts the application. Age, 3 years</span>"#), "\(html)")
        #expect(html.components(separatedBy: "hidden>").count == 2 && !html.contains("cui-sr"))
    }

    @Test("A labelled group is described by its entries; an outer entry replaces an inner one, and nil removes one")
    func group() throws {
        let html = renderHTML(VStack { Text("Rex"); Text("Beagle") }
            .accessibilityCustomContent("Age", "2 years")
            .accessibilityCustomContent("Owner", "Ada")
            .accessibilityElement(children: .combine)
            .accessibilityCustomContent("Age", "3 years")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Owner"), nil), options: quiet)
        let id = try #require(html.firstMatch(of: /role="group" aria-label="Rex, Beagle" aria-describedby="(cui-d\d+)"/)?.1, "\(html)")
        #expect(html.contains(#"<span id="\#(id)" hidden>Age, 3 years</span>"#), "\(html)")
        #expect(!html.contains("Ada") && !html.contains("2 years"))
    }

    @Test("An image is described by its entries")
    func image() {
        let html = renderHTML(Image(systemName: "star").accessibilityLabel("Favourite").accessibilityCustomContent("Added", "Monday"), options: quiet)
        #expect(html.firstMatch(of: /<svg [^>]*aria-label="Favourite" aria-describedby="cui-d\d+"/) != nil, "\(html)")
        #expect(html.contains(#"hidden>Added, Monday</span>"#), "\(html)")
    }

    @Test("A text, which has no role for a description, reads its entries after its content; its hint stays its description")
    func text() {
        let html = renderHTML(Text("Rex")
            .accessibilityCustomContent("Age", "3 years")
            .accessibilityCustomContent("Breed", "Beagle!", importance: .high)
            .accessibilityHint("Opens the profile"), options: quiet)
        #expect(html.contains(#" aria-describedby="cui-d1" class="cui-col"><span data-node="0.0" class="cui-t cui-r"#) && html.contains(#">Rex</span><span id="cui-d1" hidden>Opens the profile</span><span class="cui-sr">Breed, Beagle! Age, 3 years</span>"#), "\(html)")
        #expect(!html.contains("role=\"group\""))
    }

    @Test("A progress view, whose own element points to no description, reads its entries after it")
    func progressView() {
        let html = renderHTML(ProgressView(value: 0.6) { Text("Download") }.accessibilityCustomContent("Files", "3 of 5"), options: quiet)
        #expect(html.contains(#"<span class="cui-sr">Files, 3 of 5</span>"#) && !html.contains("hidden>Files"), "\(html)")
    }

    @Test("Escaped like every text; no entry left writes nothing")
    func escapingAndNothing() {
        let escaped = renderHTML(Text("x").accessibilityCustomContent("<b>", "\"&\""), options: quiet)
        #expect(escaped.contains(#"<span class="cui-sr">&lt;b&gt;, "&amp;"</span>"#), "\(escaped)")
        let removed = renderHTML(Text("x").accessibilityCustomContent("Age", "3").accessibilityCustomContent(AccessibilityCustomContentKey("Age"), nil), options: quiet)
        #expect(!removed.contains("cui-sr") && !removed.contains("hidden>"), "\(removed)")
    }

    @Test("Hostile labels and values stay text, in the description and in screen-reader text")
    func hostile() {
        for string in HostileStrings.all {
            let html = renderHTML(VStack {
                Text("x").accessibilityCustomContent(Text(string), Text(string))
                Button("y") {}.accessibilityCustomContent(AccessibilityCustomContentKey(Text(string), id: string), string, importance: .high)
            }, options: quiet)
            #expect(!html.contains("<script") && !html.contains("<img src=x") && !html.contains("\u{0}"), "\(html)")
        }
    }

    @Test("The JSON lists each entry with its identifier, value and importance")
    func json() {
        let json = renderJSON(resolve(Text("Rex").accessibilityCustomContent(AccessibilityCustomContentKey("Age", id: "age"), "3 years", importance: .high)))
        #expect(json.contains(#"{"type":"accessibilityCustomContent","identifier":"age","label":"Age","value":"3 years","importance":"high"}"#), "\(json)")
    }
}
