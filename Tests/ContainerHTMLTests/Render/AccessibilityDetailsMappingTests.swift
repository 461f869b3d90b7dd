import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `accessibilityHint`, `accessibilityValue`, `accessibilityIdentifier` and
/// `accessibilityElement(children:)` in HTML: a control's own element takes them; other views
/// take them on one wrapper, a named `role="group"` whose content `.combine` and `.ignore` hide.
@Suite("Accessibility details in HTML")
struct AccessibilityDetailsMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A hint describes a button through a hidden element it points to, escaped")
    func hintOnButton() throws {
        let html = renderHTML(Button("Delete") {}.accessibilityHint("Removes \"all\" <rows>"), options: quiet)
        let id = try #require(html.firstMatch(of: /<button[^>]* aria-describedby="(cui-d\d+)"/)?.1)
        #expect(html.contains(#"<span id="\#(id)" hidden>Removes "all" &lt;rows&gt;</span>"#), "\(html)")
        #expect(html.components(separatedBy: "aria-describedby").count == 2)
    }

    @Test("A value follows the name VoiceOver reads: a button's text, an image's label; a slider's is its value text")
    func valueJoinsName() {
        let button = renderHTML(Button("Volume") {}.accessibilityValue("60%"), options: quiet)
        #expect(button.contains(#"aria-label="Volume, 60%""#), "\(button)")
        let image = renderHTML(Image(systemName: "battery.75").accessibilityLabel("Battery").accessibilityValue(Text("75%")), options: quiet)
        #expect(image.contains(#"aria-label="Battery, 75%""#), "\(image)")
        let slider = renderHTML(Slider(value: .constant(0.6)) { Text("Volume") }.accessibilityValue("Loud"), options: quiet)
        #expect(slider.contains(#"aria-valuetext="Loud""#), "\(slider)")
        #expect(!slider.contains("Volume, Loud"))
    }

    @Test("A value with no name to join is read after the view's content, by screen readers only")
    func valueWithoutName() {
        let html = renderHTML(Text("Battery").accessibilityValue("80%"), options: quiet)
        #expect(html.contains(#"<span class="cui-sr">80%</span>"#), "\(html)")
        #expect(!html.contains("role=\"group\""))
    }

    @Test("An identifier is a data attribute, never an id, on a control's own element or a view's wrapper")
    func identifier() {
        let button = renderHTML(Button("Save") {}.accessibilityIdentifier("save-button"), options: quiet)
        #expect(button.contains(#"<button data-node="0.0" data-accessibility-identifier="save-button""#) || button.firstMatch(of: /<button[^>]* data-accessibility-identifier="save-button"/) != nil, "\(button)")
        #expect(!button.contains(#"id="save-button""#))
        let stack = renderHTML(VStack { Text("A") }.accessibilityIdentifier("card"), options: quiet)
        #expect(stack.contains(#"data-accessibility-identifier="card""#), "\(stack)")
        #expect(!stack.contains("role=\"group\""))
    }

    @Test("combine names one group with its children's labels and values and hides them")
    func combine() {
        let html = renderHTML(HStack {
            Text("Battery")
            Text("75%").accessibilityValue("charging")
            Text("secret").accessibilityHidden(true)
        }.accessibilityElement(children: .combine), options: quiet)
        #expect(html.contains(#"role="group" aria-label="Battery, 75%, charging""#), "\(html)")
        #expect(html.firstMatch(of: /role="group"[^>]*><div data-node="0\.0" aria-hidden="true"/) != nil, "\(html)")
        let labelled = renderHTML(HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine).accessibilityLabel("Both"), options: quiet)
        #expect(labelled.contains(#"aria-label="Both""#) && !labelled.contains("A, B"), "\(labelled)")
    }

    @Test("ignore keeps only the element's own label, value and hint; contain groups and hides nothing")
    func ignoreAndContain() {
        let ignored = renderHTML(VStack { Text("4.5"); Text("stars") }
            .accessibilityElement()
            .accessibilityLabel("Rating")
            .accessibilityValue("4.5 of 5")
            .accessibilityHint("Opens the reviews"), options: quiet)
        #expect(ignored.contains(#"role="group" aria-label="Rating, 4.5 of 5" aria-describedby="cui-d"#), "\(ignored)")
        #expect(ignored.contains(#"aria-hidden="true""#))
        #expect(ignored.components(separatedBy: "data-node=\"0.0\"").count == 3, "one wrapper for the details and the stack: \(ignored)")
        let contained = renderHTML(VStack { Text("A") }.accessibilityElement(children: .contain), options: quiet)
        #expect(contained.contains(#"role="group""#) && !contained.contains("aria-hidden"), "\(contained)")
    }

    @Test("Children that take focus stay reachable inside a combined element")
    func focusableChildrenStay() {
        let html = renderHTML(HStack { Text("Song"); Button("Play") {} }.accessibilityElement(children: .combine), options: quiet)
        #expect(html.contains(#"aria-label="Song, Play""#), "\(html)")
        #expect(!html.contains("aria-hidden"))
    }

    @Test("Nodes without details keep their markup: a label alone is still a labelled group on the view itself")
    func labelAloneUnchanged() {
        let html = renderHTML(VStack { Text("A") }.accessibilityLabel("Card"), options: quiet)
        #expect(html.contains(#"role="group" aria-label="Card""#))
        #expect(html.components(separatedBy: "data-node=\"0.0\"").count == 2)
    }

    @Test("The details are in the JSON, one object per modifier")
    func json() throws {
        let json = renderJSON(Text("A")
            .accessibilityHint("Hint")
            .accessibilityValue("Value")
            .accessibilityIdentifier("id-1")
            .accessibilityElement(children: .combine))
        #expect(json.contains(#"{"type":"accessibilityHint","text":"Hint"}"#), "\(json)")
        #expect(json.contains(#"{"type":"accessibilityValue","text":"Value"}"#))
        #expect(json.contains(#"{"type":"accessibilityIdentifier","text":"id-1"}"#))
        #expect(json.contains(#"{"type":"accessibilityElement","behavior":"combine"}"#))
        #expect(!json.contains(#""children":""#), "children always holds nodes")
    }
}
