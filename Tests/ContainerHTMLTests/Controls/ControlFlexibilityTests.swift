import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A `Button` or `Link` is as flexible as its label, as SwiftUI and the layout engine size it: a
/// label that takes the offered width makes the control take it too, and the label grows inside.
@Suite("Flexibility of controls")
struct ControlFlexibilityTests {
    @Test("A button with a text label keeps its size")
    func textLabel() {
        let html = renderHTML(HStack { Button("Save") {} })
        #expect(html.contains(#"type="button" class="cui-btn">"#))
    }

    @Test("A button whose label takes the width takes it too, and its label grows inside")
    func flexibleLabel() {
        let html = renderHTML(HStack { Button {} label: { LabeledContent("Wi-Fi", value: "Home") } })
        #expect(html.contains(#"type="button" class="cui-btn cui-sx">"#))
        #expect(html.contains(#"<span data-node="0.0.0.0" class="cui-row cui-hs cui-sx""#))
        #expect(Stylesheet.text.contains(".cui-btn>.cui-sx,.cui-link>.cui-sx{flex:1 1 0}"))
    }

    @Test("A link whose label takes the width takes it too")
    func flexibleLink() {
        let html = renderHTML(VStack { Link(destination: URL(string: "https://www.swift.org")!) { HStack { Text("Swift"); Spacer() } } })
        #expect(html.contains(#"class="cui-link cui-sx""#))
    }
}
