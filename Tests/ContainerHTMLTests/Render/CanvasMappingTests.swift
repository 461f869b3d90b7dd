import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `Canvas`: one inline SVG in the canvas's pixels, drawn for the size layout gives the canvas,
/// each operation an element; `role="img"` with the canvas's label, else hidden.
@Suite struct CanvasMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func render(_ view: some View) -> String {
        renderHTML(view, options: quiet)
    }

    @Test func theDrawingIsForTheCanvasOwnSize() {
        let html = render(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.frame(width: 120, height: 80))
        #expect(html.contains("cui-canvas"))
        #expect(html.contains(#"<svg aria-hidden="true"><path d="M0 0L120 0L120 80L0 80Z" style="fill:var(--cui-c-red);stroke:none;"></path></svg>"#))
        #expect(Stylesheet.text.contains(".cui-canvas>svg{position:absolute;inset:0;width:100%;height:100%;overflow:hidden}"))
    }

    @Test func strokesTransformsOpacityAndBlendModes() {
        let html = render(Canvas { context, _ in
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            context.opacity = 0.5
            context.blendMode = .multiply
            context.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue),
                           style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [2, 1], dashPhase: 1))
        }.frame(width: 50, height: 50))
        #expect(html.contains(#"<path opacity="0.5" d="M0 0L4 0L4 4L0 4Z" transform="matrix(2 0 0 2 10 5)" stroke-width="3" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="2 1" stroke-dashoffset="1" class="cui-bm" style="--cui-bm:multiply;fill:none;stroke:var(--cui-c-blue);"></path>"#))
    }

    @Test func gradientsAreInTheCanvasPoints() {
        let html = render(Canvas { context, _ in
            let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)))
            context.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 20, y: 20), startRadius: 5, endRadius: 20))
        }.frame(width: 40, height: 40))
        #expect(html.contains(#"<linearGradient id="cui-d1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="40" y2="0">"#))
        #expect(html.contains(#"<radialGradient id="cui-d2" gradientUnits="userSpaceOnUse" cx="20" cy="20" r="20"><stop offset="0.25""#))
        #expect(html.contains(#"<stop offset="1" class="cui-stop""#) && !html.contains(" fr="))
        #expect(html.contains("fill:url(#cui-d1);") && html.contains("fill:url(#cui-d2);"))
    }

    @Test func clipsAndLayers() {
        let html = render(Canvas { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), style: FillStyle(eoFill: true))
            context.opacity = 0.25
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.green))
            }
        }.frame(width: 20, height: 20))
        #expect(html.contains(#"<defs><clipPath id="cui-d1" clipPathUnits="userSpaceOnUse"><path d="M20 10C"#))
        #expect(html.contains(#"clip-rule="evenodd"></path></clipPath></defs><g clip-path="url(#cui-d1)"><g opacity="0.25"><path d="M0 0L20 0L20 20L0 20Z" style="fill:var(--cui-c-green);stroke:none;"></path></g></g>"#),
                "the layer's fill is inside the clip already open")
    }

    @Test func aLabelledCanvasIsAnImageAndAnUnlabelledOneIsHidden() {
        let labelled = render(Canvas { _, _ in }.accessibilityLabel("Sales chart").frame(width: 40, height: 40))
        #expect(labelled.contains(#"role="img" aria-label="Sales chart""#))
        let hidden = render(Canvas { _, _ in }.frame(width: 40, height: 40))
        #expect(hidden.contains(#"aria-hidden="true" class="cui-g cui-z cui-geo"#) && !hidden.contains("role="))
        #expect(!labelled.contains(#"aria-hidden="true" class="cui-g"#))
    }

    @Test func theJSONRecordsWhatWasDrawn() {
        let json = renderJSON(Canvas { context, _ in
            context.stroke(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.red), lineWidth: 2)
        }.frame(width: 10, height: 10))
        #expect(json.contains(#""type":"CanvasDrawing""#))
        #expect(json.contains(#""operations":[{"op":"stroke","path":"M0,0 L2,0 L2,2 L0,2 Z","shading":"red","lineWidth":2,"transform":[1,0,0,1,0,0],"opacity":1,"blendMode":"normal","clips":[]}]"#))
    }

    @Test func textsAtAPointAreSVGTextPlacedByTheirMeasureAndInARectWrapInAForeignObject() {
        let html = render(Canvas { context, _ in
            context.draw(Text("Peak <1>").font(.caption).italic(), at: CGPoint(x: 100, y: 50), anchor: .bottomTrailing)
            context.translateBy(x: 4, y: 0)
            context.draw(Text("A") + Text("B").bold(), at: .zero, anchor: .topLeading)
            context.draw(Text("Wrapped & long"), in: CGRect(x: 0, y: 60, width: 80, height: 40))
        }.foregroundStyle(.red).frame(width: 200, height: 100))
        let caption = TextMeasurer.shared.measured(resolveText(Text("Peak <1>").font(.caption).italic()))
        let size = caption.size(width: nil), baseline = caption.baseline(last: false, width: nil)
        var expected = HTMLWriter()
        expected.raw("<text x=\"")
        expected.number(Double(100 - size.width))
        expected.raw("\" y=\"")
        expected.number(Double(50 - size.height + baseline))
        expected.raw("\" class=\"cui-r cui-i\" style=\"--cui-fs:12px;--cui-fw:400;fill:var(--cui-c-red);\">Peak &lt;1&gt;</text>")
        #expect(html.contains(expected.string), "the bounds' bottom-trailing corner on the point, the text escaped")
        #expect(html.contains(#"transform="matrix(1 0 0 1 4 0)" style="fill:var(--cui-c-red);"><tspan class="cui-r" style="--cui-fs:17px;--cui-fw:400;">A</tspan><tspan class="cui-r" style="--cui-fs:17px;--cui-fw:700;">B</tspan></text>"#))
        #expect(html.contains(#"<foreignObject x="0" y="60" width="80" height="40" transform="matrix(1 0 0 1 4 0)"><span class="cui-t cui-r" style="--cui-fs:17px;--cui-lh:22px;--cui-fw:400;--cui-fg:var(--cui-t-red);">Wrapped &amp; long</span></foreignObject>"#))
    }

    @Test func symbolsAreNestedSVGsOfTheIconSetAndNamedImagesSVGImages() {
        let warnings = WarningLog()
        let html = renderHTML(Canvas { context, _ in
            context.draw(Image(systemName: "plus"), at: CGPoint(x: 20, y: 20), anchor: .topLeading)
            var star = context.resolve(Image(systemName: "star.fill"))
            star.shading = .color(.orange)
            context.opacity = 0.5
            context.draw(star, in: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.opacity = 1
            context.draw(Image(systemName: "no.such.symbol"), at: .zero)
            context.translateBy(x: 5, y: 5)
            context.draw(Image("cat photo.png"), at: CGPoint(x: 40, y: 40), anchor: .bottom)
            context.draw(Image("cat.png"), in: CGRect(x: 0, y: 0, width: 30, height: 20))
        }.foregroundStyle(.green).frame(width: 100, height: 100), options: HTMLRenderOptions(onWarning: { warnings.append($0.message) }))
        #expect(html.contains(#"<svg x="20" y="20" width="20.4" height="20.4" viewBox="0 0 16 16" preserveAspectRatio="none" style="fill:var(--cui-c-green);"><path fill-rule="evenodd" d="M8 2a"#),
                "at the body's 1.2em, its top-leading corner on the point, in the foreground style")
        #expect(html.contains(#"<svg opacity="0.5" x="0" y="0" width="10" height="20" viewBox="0 0 16 16" preserveAspectRatio="none" style="fill:var(--cui-c-orange);"><path d="M3.612 15.443"#))
        #expect(Set(warnings.messages) == [#"unknown system symbol "no.such.symbol" drawn in a canvas"#], "once per width the canvas is drawn at")
        #expect(html.contains(#"<g transform="matrix(1 0 0 1 5 5)"><image href="images/cat%20photo.png" x="40" y="40" style="transform-box:fill-box;translate:-50% -100%;"></image></g>"#))
        #expect(html.contains(#"<g transform="matrix(1 0 0 1 5 5)"><image href="images/cat.png" x="0" y="0" width="30" height="20" preserveAspectRatio="none"></image></g>"#))
    }

    @Test func filtersWrapEachLaterOperationInAFilteredGroup() {
        let html = render(Canvas { context, _ in
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 3))
            context.addFilter(.blur(radius: 1))
            context.addFilter(.hueRotation(.degrees(90)))
            context.fill(square, with: .color(.red))
            var special = context
            special.addFilter(.colorMultiply(.blue))
            special.addFilter(.luminanceToAlpha)
            special.addFilter(.alphaThreshold(min: 0.25, max: 0.75, color: .green))
            special.addFilter(.shadow(color: .red, radius: 6, x: 1, y: 1, options: [.shadowOnly, .invertsAlpha]))
            special.fill(square, with: .color(.red))
        }.frame(width: 20, height: 20))
        #expect(html.contains(#"<svg aria-hidden="true"><g style="filter:drop-shadow(2px 3px 4px var(--cui-c-black)) blur(1px) hue-rotate(90deg);"><path d="M0 0L10 0L10 10L0 10Z" style="fill:var(--cui-c-red);stroke:none;"></path></g>"#),
                "the shadow as the shadow modifier writes it, the rest as the filter modifiers")
        #expect(html.contains(#"<defs><filter id="cui-d1" color-interpolation-filters="sRGB"><feFlood style="flood-color:var(--cui-c-blue);"></feFlood><feComposite in2="SourceGraphic" operator="arithmetic" k1="1"></feComposite></filter></defs>"#))
        #expect(html.contains(#"<svg class="cui-defs" aria-hidden="true"><filter id="cui-d2" color-interpolation-filters="sRGB"><feColorMatrix type="luminanceToAlpha"></feColorMatrix></filter></svg>"#))
        #expect(html.contains(#"<defs><filter id="cui-d3" color-interpolation-filters="sRGB"><feComponentTransfer in="SourceAlpha" result="low"><feFuncA type="linear" slope="10000" intercept="-2499"></feFuncA></feComponentTransfer><feComponentTransfer in="SourceAlpha"><feFuncA type="linear" slope="-10000" intercept="7501"></feFuncA></feComponentTransfer><feComposite in2="low" operator="arithmetic" k1="1" result="band"></feComposite><feFlood style="flood-color:var(--cui-c-green);"></feFlood><feComposite in2="band" operator="in"></feComposite></filter></defs>"#))
        #expect(html.contains(#"<defs><filter id="cui-d4" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feComponentTransfer in="SourceAlpha"><feFuncA type="table" tableValues="1 0"></feFuncA></feComponentTransfer><feGaussianBlur stdDeviation="3"></feGaussianBlur><feOffset dx="1" dy="1" result="offset"></feOffset><feFlood style="flood-color:var(--cui-c-red);"></feFlood><feComposite in2="offset" operator="in" result="shadow"></feComposite><feComposite in2="SourceAlpha" operator="in" result="shadow"></feComposite></filter></defs>"#),
                "an inner shadow alone")
        #expect(html.contains(#"<g style="filter:drop-shadow(2px 3px 4px var(--cui-c-black)) blur(1px) hue-rotate(90deg) url(#cui-d1) url(#cui-d2) url(#cui-d3) url(#cui-d4);"><path"#))
    }

    @Test func anInverseClipIsAMaskOfTheCanvasWithThePathCutOut() {
        let html = render(Canvas { context, _ in
            context.translateBy(x: 5, y: 0)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), style: FillStyle(eoFill: true), options: .inverse)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.red))
        }.frame(width: 40, height: 30))
        #expect(html.contains(#"<defs><mask id="cui-d1" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="30"><rect width="40" height="30" fill="white"></rect><path d="M0 0L10 0L10 10L0 10Z" transform="matrix(1 0 0 1 5 0)" fill-rule="evenodd" fill="black"></path></mask><clipPath id="cui-d2""#))
        #expect(html.contains(#"</defs><g mask="url(#cui-d1)"><g clip-path="url(#cui-d2)"><path d="M0 0L30 0L30 30L0 30Z""#))
        let json = renderJSON(Canvas { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 2, height: 2)), options: .inverse)
        }.frame(width: 10, height: 10))
        #expect(json.contains(#""clips":[{"path":"M0,0 L2,0 L2,2 L0,2 Z","transform":[1,0,0,1,0,0],"inverse":true}]"#))
    }

    @Test func gradientOptionsAreSpreadMethods() {
        let html = render(Canvas { context, _ in
            let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0), options: .repeat))
            context.fill(square, with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 5, options: .mirror))
        }.frame(width: 40, height: 40))
        #expect(html.contains(#"<linearGradient id="cui-d1" gradientUnits="userSpaceOnUse" spreadMethod="repeat" x1="0" y1="0" x2="10" y2="0">"#))
        #expect(html.contains(#"<radialGradient id="cui-d2" gradientUnits="userSpaceOnUse" spreadMethod="reflect" cx="20" cy="20" r="5">"#))
    }

    @Test func porterDuffModesComposeTheSourceWithTheDestinationThroughMasks() {
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        func drawn(_ mode: GraphicsContext.BlendMode) -> String {
            render(Canvas { context, _ in
                context.fill(square, with: .color(.blue))
                context.blendMode = mode
                context.fill(square, with: .color(.red))
                context.blendMode = .normal
                context.fill(square, with: .color(.green))
            }.frame(width: 10, height: 8))
        }
        let blue = #"<path d="M0 0L4 0L4 4L0 4Z" style="fill:var(--cui-c-blue);stroke:none;"></path>"#
        let red = #"<path d="M0 0L4 0L4 4L0 4Z" style="fill:var(--cui-c-red);stroke:none;"></path>"#
        let green = #"<path d="M0 0L4 0L4 4L0 4Z" style="fill:var(--cui-c-green);stroke:none;"></path>"#
        let cut = #"<mask id="cui-d1" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="8"><rect width="10" height="8" fill="white"></rect><g style="filter:brightness(0)">"# + red + #"</g></mask>"#
        #expect(drawn(.destinationOver).contains("<svg aria-hidden=\"true\">" + red + #"<g style="isolation:isolate">"# + blue + "</g>" + green + "</svg>"))
        #expect(drawn(.destinationOut).contains("<svg aria-hidden=\"true\">" + cut + #"<g mask="url(#cui-d1)">"# + blue + "</g>" + green + "</svg>"))
        #expect(drawn(.clear).contains(cut + #"<g mask="url(#cui-d1)">"# + blue + "</g>" + green + "</svg>"))
        #expect(drawn(.copy).contains(cut + #"<g mask="url(#cui-d1)">"# + blue + "</g>" + red + green + "</svg>"))
        #expect(drawn(.sourceAtop).contains("<svg aria-hidden=\"true\"><g id=\"cui-d1\">" + blue + ##"</g><mask id="cui-d2" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="8"><rect width="10" height="8" fill="black"></rect><use href="#cui-d1" style="filter:brightness(0) invert(1)"></use></mask><g mask="url(#cui-d2)">"## + red + "</g>" + green))
        #expect(drawn(.xor).contains(cut + #"<g mask="url(#cui-d1)"><g id="cui-d2">"# + blue + ##"</g></g><mask id="cui-d3" maskUnits="userSpaceOnUse" x="0" y="0" width="10" height="8"><rect width="10" height="8" fill="white"></rect><use href="#cui-d2" style="filter:brightness(0)"></use></mask><g mask="url(#cui-d3)">"## + red + "</g>" + green))
        #expect(drawn(.sourceIn).contains(##"<use href="#cui-d2" style="filter:brightness(0) invert(1)"></use>"##))
        #expect(drawn(.sourceOut).contains(##"<use href="#cui-d2" style="filter:brightness(0)"></use>"##))
        let warnings = WarningLog()
        let html = renderHTML(Canvas { context, _ in
            context.fill(square, with: .color(.blue))
            context.blendMode = .destinationIn
            context.fill(square, with: .color(.red))
        }.frame(width: 10, height: 8), options: HTMLRenderOptions(onWarning: { warnings.append($0.message) }))
        #expect(html.contains("<svg aria-hidden=\"true\">" + blue + red + "</svg>"))
        #expect(Set(warnings.messages) == ["the canvas blend mode destinationIn is drawn as normal"])
        #expect(render(Canvas { context, _ in
            context.blendMode = .plusLighter
            context.fill(square, with: .color(.red))
        }.frame(width: 10, height: 8)).contains("--cui-bm:plus-lighter;"))
    }

    @Test func aSymbolIsItsViewInAForeignObject() {
        let html = render(Canvas { context, _ in
            context.opacity = 0.5
            if let badge = context.resolveSymbol(id: 1) { context.draw(badge, at: CGPoint(x: 20, y: 20)) }
        } symbols: {
            Text("New").tag(1)
        }.frame(width: 60, height: 40))
        #expect(html.contains(#"<svg aria-hidden="true"><foreignObject opacity="0.5" x=""#))
        #expect(html.contains(#"<div class="cui-g cui-z" style="width:100%;height:100%;"><span data-node="0.0.0.s0" class="cui-t cui-r""#))
        #expect(html.contains(#">New</span></div></foreignObject></svg>"#))
        let json = renderJSON(Canvas { context, _ in
            if let badge = context.resolveSymbol(id: "b") { context.draw(badge, in: CGRect(x: 0, y: 0, width: 8, height: 6)) }
        } symbols: {
            Color.red.tag("b")
        }.frame(width: 10, height: 10))
        #expect(json.contains(#"{"op":"symbol","tag":"b","in":[0,0,8,6],"view":{"id":"0.0.0.s0","type":"Color""#))
    }

    @Test func colorInvertIsACSSFunctionAndAColorMatrixAnSVGMatrix() {
        var sepia = ColorMatrix()
        (sepia.r1, sepia.r2, sepia.r3, sepia.a5) = (0.5, 0.25, 0.125, 0.5)
        let html = render(Canvas { context, _ in
            context.addFilter(.colorInvert(0.5))
            context.addFilter(.colorMatrix(sepia))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        }.frame(width: 10, height: 10))
        #expect(html.contains(#"<defs><filter id="cui-d1" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0.5 0.25 0.125 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0.5"></feColorMatrix></filter></defs><g style="filter:invert(0.5) url(#cui-d1);"><path"#))
    }

    @Test func aTextsLinesAreTspansALineHeightApartAlignedInItsBounds() {
        let html = render(Canvas { context, _ in
            context.draw(Text("one\nlonger two\n\nfour"), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
        }.multilineTextAlignment(.center).frame(width: 200, height: 120))
        let width = TextMeasurer.shared.measured(resolveText(Text("one\nlonger two\n\nfour"))).size(width: nil).width
        var expected = HTMLWriter()
        expected.raw("<text x=\"")
        expected.number(Double(width / 2))
        expected.raw(#"" y="17" text-anchor="middle" class="cui-r" style="--cui-fs:17px;--cui-fw:400;fill:var(--cui-label);"><tspan x=""#)
        expected.number(Double(width / 2))
        expected.raw(#"" dy="0">one</tspan><tspan x=""#)
        expected.number(Double(width / 2))
        expected.raw(#"" dy="22">longer two</tspan><tspan x=""#)
        expected.number(Double(width / 2))
        expected.raw(#"" dy="44">four</tspan></text>"#)
        #expect(html.contains(expected.string), "centred, the empty line two line heights")
    }

    /// The resolved form of `text`, as a page resolves it.
    private func resolveText(_ text: Text) -> ResolvedText {
        func first(in node: ResolvedNode) -> ResolvedText? {
            if case .text(let resolved) = node.kind { return resolved }
            return node.children.lazy.compactMap(first).first
        }
        guard let resolved = first(in: resolve(text).root) else { fatalError("CanvasMappingTests: no text") }
        return resolved
    }
}
