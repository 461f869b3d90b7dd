import ContainerHTML
import ContainerUI
import Testing

/// Strikethrough and underline patterns (iOS 16's `Text.LineStyle.Pattern`): dotted and dashed
/// lines as CSS draws them, the dash-dot patterns dashed (CSS has no such line), one style for
/// both lines of a run with the strikethrough's winning.
@Suite struct TextLinePatternMappingTests {
    @Test func textPatterns() {
        #expect(renderHTML(Text("a").underline(pattern: .dot)).contains("cui-under cui-ddot"))
        #expect(renderHTML(Text("a").strikethrough(pattern: .dash, color: .red)).contains("cui-strike cui-ddash"))
        #expect(renderHTML(Text("a").underline(pattern: .dashDotDot)).contains("cui-ddash"))
        let solid = renderHTML(Text("a").underline(pattern: .solid))
        #expect(solid == renderHTML(Text("a").underline()) && !solid.contains("cui-dd"))
        #expect(!renderHTML(Text("a").underline(false, pattern: .dot)).contains("cui-under"))
    }

    @Test func viewPatternsReachTheTextInside() {
        let html = renderHTML(VStack { Text("a"); Text("b") }.underline(pattern: .dot, color: .blue))
        #expect(html.components(separatedBy: "cui-under cui-ddot").count == 3)
    }

    @Test func strikethroughsPatternWins() {
        let html = renderHTML(Text("a").strikethrough(pattern: .dot).underline(pattern: .dash))
        #expect(html.contains("cui-ddot") && !html.contains("cui-ddash"))
    }

    @Test func stylesheetDrawsThePatterns() {
        let css = String(decoding: Stylesheet.bytes, as: UTF8.self)
        #expect(css.contains(".cui-ddot{text-decoration-style:dotted}") && css.contains(".cui-ddash{text-decoration-style:dashed}"))
    }
}
