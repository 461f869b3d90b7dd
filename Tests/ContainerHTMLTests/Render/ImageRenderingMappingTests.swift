import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The `renderingMode`, `interpolation` and `antialiased` rows of the mapping table.
@Suite("Mapping of image rendering modes, interpolation and antialiasing")
struct ImageRenderingMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A template named image is drawn through an SVG filter filling its shape with the foreground style")
    func template() {
        let html = renderHTML(Image("logo").renderingMode(.template).foregroundStyle(.red), options: quiet)
        #expect(html.contains(#"<span data-node="0.0" class="cui-tplw" style="--cui-fg:var(--cui-c-red);">"#))
        #expect(html.contains(#"<svg class="cui-defs" aria-hidden="true"><filter id="cui-d1" color-interpolation-filters="sRGB"><feFlood class="cui-tplf"></feFlood><feComposite in2="SourceAlpha" operator="in"></feComposite></filter></svg>"#))
        #expect(html.contains(#"<img src="images/logo" alt="logo" class="cui-img cui-fx" style="--cui-fx:url(#cui-d1);"></span>"#))
        #expect(Stylesheet.text.contains(".cui-tplf{flood-color:var(--cui-fg)}"))
        let redacted = renderHTML(Image("logo").renderingMode(.template).redacted(reason: .placeholder), options: quiet)
        #expect(redacted.contains(#"class="cui-img cui-redact""#) && !redacted.contains("cui-tplw"), "a redacted template is the grey box")
    }

    @Test("An original named image is a plain img; a resizable template fills its wrapper")
    func original() {
        let html = renderHTML(Image("logo"), options: quiet)
        #expect(html.contains(#"<img data-node="0.0" src="images/logo" alt="logo" class="cui-img">"#) && !html.contains("cui-tplw"))
        #expect(renderHTML(Image("logo").renderingMode(.original), options: quiet) == html)
        let resizable = renderHTML(Image("logo").resizable().renderingMode(.template), options: quiet)
        #expect(resizable.contains(#"class="cui-tplw cui-sx cui-sy""#))
        #expect(Stylesheet.text.contains(".cui-tplw.cui-sx>.cui-img{width:100%;object-fit:fill}"))
    }

    @Test("Symbols stay filled with the foreground; an original symbol is drawn monochrome, as multicolour is")
    func symbols() {
        let symbol = renderHTML(Image(systemName: "star").renderingMode(.template), options: quiet)
        #expect(symbol == renderHTML(Image(systemName: "star"), options: quiet))
        #expect(renderHTML(Image(systemName: "star").renderingMode(.original), options: quiet) == symbol)
    }

    @Test("interpolation(.none) is pixelated; antialiased(false) gives a symbol crisp edges")
    func interpolation() {
        #expect(renderHTML(Image("pixels").interpolation(.none), options: quiet).contains(#"class="cui-img cui-pix""#))
        #expect(!renderHTML(Image("pixels").interpolation(.low), options: quiet).contains("cui-pix"))
        #expect(Stylesheet.text.contains(".cui-pix{image-rendering:pixelated}"))
        #expect(renderHTML(Image(systemName: "star").antialiased(false), options: quiet).contains(#"class="cui-sym cui-alias""#))
        #expect(!renderHTML(Image(systemName: "star"), options: quiet).contains("cui-alias"))
        #expect(Stylesheet.text.contains(".cui-alias{shape-rendering:crispEdges}"))
    }

    @Test("A resizable symbol takes the space it is offered, stretched, fitted or filling by its aspect ratio")
    func resizableSymbols() {
        let stretched = renderHTML(Image(systemName: "star").resizable().frame(width: 60, height: 30))
        #expect(stretched.contains(#"<svg data-node="0.0" viewBox="0 0 16 16" preserveAspectRatio="none" role="img" aria-label="star" class="cui-sym cui-symr cui-sx cui-sy""#))
        #expect(Stylesheet.text.contains(".cui-sym.cui-symr{width:auto;height:auto;min-width:0;min-height:0}"))
        #expect(renderHTML(Image(systemName: "star").resizable().scaledToFit().frame(height: 22)).contains(#"preserveAspectRatio="xMidYMid meet""#))
        #expect(renderHTML(Image(systemName: "star").resizable().scaledToFill().frame(width: 40, height: 20)).contains(#"preserveAspectRatio="xMidYMid slice""#))
        let fixed = renderHTML(Image(systemName: "star"))
        #expect(!fixed.contains("preserveAspectRatio") && !fixed.contains("cui-symr"))
    }
}
