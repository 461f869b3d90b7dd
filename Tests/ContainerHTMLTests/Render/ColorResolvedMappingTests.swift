import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A resolved colour on the page: a fixed sRGB colour in both schemes, and a mesh gradient of
/// resolved colours drawn once (no dark image laid over it).
@Suite struct ColorResolvedMappingTests {
    @Test func resolvedColourIsAFixedSRGBColour() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let html = renderHTML(Circle().fill(Color.red.resolve(in: dark)).frame(width: 20, height: 20))
        #expect(html.contains("rgb(255 69 58 / 1)") && !html.contains("var(--cui-c-red"))
        #expect(renderHTML(Color(Color.Resolved(red: 0, green: 0.5, blue: 1, opacity: 0.5))).contains("rgb(0 127.5 255 / 0.5)"))
    }

    @Test func meshOfResolvedColoursHasNoDarkImage() {
        let colors = [Color.red, .blue, .green, .white].map { $0.resolve(in: EnvironmentValues()) }
        let html = renderHTML(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], resolvedColors: colors))
        #expect(html.contains("cui-mesh") && html.contains("--cui-grad:url(data:image/png;base64,"))
        #expect(!html.contains("cui-meshd"))
    }
}
