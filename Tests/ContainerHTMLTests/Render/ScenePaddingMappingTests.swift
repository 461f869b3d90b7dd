import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The page draws `scenePadding` as padding of 16 pixels, a variable-value symbol as the whole
/// symbol, and deferred system gestures as nothing at all.
@Suite struct ScenePaddingMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func scenePaddingIsPadding() {
        let html = renderHTML(Text("A").scenePadding(.minimum, edges: .horizontal), options: quiet)
        #expect(html.contains("cui-pad") && html.contains("--cui-pi:16px 16px;"))
        #expect(html == renderHTML(Text("A").padding(.horizontal, 16), options: quiet))
    }

    @Test func aVariableValueSymbolIsDrawnWhole() {
        let html = renderHTML(Image(systemName: "wifi", variableValue: 0.3), options: quiet)
        #expect(html.contains("<svg") && html == renderHTML(Image(systemName: "wifi"), options: quiet))
    }

    @Test func deferredSystemGesturesDrawNothing() {
        let view = Color.black.ignoresSafeArea().defersSystemGestures(on: .all)
        #expect(renderHTML(view, options: quiet) == renderHTML(Color.black.ignoresSafeArea(), options: quiet))
    }
}
