import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `accessibilityRepresentation`: the drawn view is inert (`cui-inert`, out of reach of pointer,
/// keyboard and assistive technologies); the representation is a separate, transparent layer
/// (`cui-arep`) over it, which the stylesheet shows while the keyboard focus is inside.
@Suite struct AccessibilityRepresentationMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func theRepresentationIsATransparentLayerBesideTheInertView() throws {
        let html = renderHTML(
            Text("Continue").padding(10).background(.blue, in: Capsule())
                .accessibilityRepresentation { Button("Continue") {} },
            options: quiet
        )
        let inert = try #require(html.range(of: "cui-inert"))
        let layer = try #require(html.range(of: #"class="cui-layer"#))
        let representation = try #require(html.range(of: "cui-arep"))
        let button = try #require(html.range(of: "<button"))
        #expect(inert.lowerBound < layer.lowerBound && layer.lowerBound < representation.lowerBound && representation.lowerBound < button.lowerBound)
        let drawn = html[inert.lowerBound..<layer.lowerBound]
        #expect(!drawn.contains("<button"), "the control is outside the inert view")
        #expect(!html.contains("aria-hidden"), "nothing focusable is hidden with aria-hidden")
    }

    @Test func theStylesheetShowsTheRepresentationOnKeyboardFocus() {
        #expect(Stylesheet.text.contains(".cui-arep{opacity:0}.cui-arep:has(:focus-visible){opacity:1}"))
    }
}
