import ContainerHTML
import ContainerUI
import Testing

/// Text styled with a gradient: the gradient fills the glyphs across the text's box.
@Suite("Gradient text")
struct GradientTextMappingTests {
    @Test("A gradient foreground fills the glyphs; the colour stays the first stop for decorations")
    func gradientText() {
        let html = renderHTML(Text("Sunrise").foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)))
        #expect(html.contains(#"class="cui-t cui-r cui-gtext cui-grad2""#))
        #expect(html.contains("--cui-fg:var(--cui-c-orange);--cui-ga:90deg;"))
        #expect(Stylesheet.text.contains(".cui-gtext{background-image:var(--cui-grad);-webkit-background-clip:text;background-clip:text;-webkit-text-fill-color:transparent}"))
    }

    @Test("Inherited through stacks, each text fills its own box; a colour's standard gradient works too")
    func inherited() {
        let html = renderHTML(VStack { Text("A"); Text("B").strikethrough() }.foregroundStyle(Color.blue.gradient))
        #expect(html.components(separatedBy: "cui-gtext").count == 3)
        #expect(html.contains("cui-strike"))
        #expect(!renderHTML(Text("Plain").foregroundStyle(.red)).contains("cui-gtext"))
    }
}
