import ContainerHTML
import ContainerUI
import Testing

/// `colorMultiply(_:)`: an SVG colour matrix filter referenced by the wrapper's filter.
@Suite("Mapping of colorMultiply")
struct ColorMultiplyMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("The colour's red, green, blue and opacity on the matrix's diagonal, referenced with url(#cui-dN)")
    func matrix() {
        let html = renderHTML(Color.white.frame(width: 10, height: 10).colorMultiply(Color(red: 1, green: 0.5, blue: 0).opacity(0.8)), options: quiet)
        #expect(html.contains(#"class="cui-col cui-fw cui-fh cui-fx" style="--cui-w:10px;--cui-h:10px;--cui-fx:url(#cui-d1);""#))
        #expect(html.contains(#"<svg class="cui-defs" aria-hidden="true"><filter id="cui-d1" color-interpolation-filters="sRGB"><feColorMatrix values="1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 0.8 0"></feColorMatrix></filter></svg>"#))
    }

    @Test("A system colour multiplies by its light value; each filter has its own id; another filter gets its own wrapper")
    func systemAndIDs() {
        let html = renderHTML(VStack { Text("a").colorMultiply(.blue); Text("b").colorMultiply(.red).grayscale(1) }, options: quiet)
        #expect(html.contains(#"<filter id="cui-d1" color-interpolation-filters="sRGB"><feColorMatrix values="0 0 0 0 0 0 0.478 0 0 0 0 0 1 0 0 0 0 0 1 0"></feColorMatrix>"#))
        #expect(html.contains("url(#cui-d2)") && html.contains("--cui-fx:grayscale(1)"))
    }
}
