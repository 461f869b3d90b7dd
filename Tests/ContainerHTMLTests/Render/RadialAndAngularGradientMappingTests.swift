import ContainerHTML
import ContainerUI
import Testing

/// Radial, elliptical and angular gradients: CSS `radial-gradient` and `conic-gradient` built by
/// the stylesheet from custom properties, wherever a shape style paints (fills, backgrounds,
/// text, masks); SVG paths draw elliptical ones with `<radialGradient>`.
@Suite struct RadialAndAngularGradientMappingTests {
    @Test func theStylesheetBuildsEachFamily() {
        #expect(Stylesheet.text.contains(".cui-rgrad2{--cui-grad:radial-gradient(var(--cui-gz) at var(--cui-gat),var(--cui-g0) var(--cui-p0),var(--cui-g1) var(--cui-p1))}"))
        #expect(Stylesheet.text.contains(".cui-cgrad3{--cui-grad:conic-gradient(from var(--cui-ga) at var(--cui-gat),var(--cui-g0) var(--cui-p0),var(--cui-g1) var(--cui-p1),var(--cui-g2) var(--cui-p2))}"))
        #expect(Stylesheet.text.contains(".cui-grad8{--cui-grad:linear-gradient(var(--cui-ga),"))
    }

    @Test func aRadialGradientIsCirclesOfItsRadiiInPoints() throws {
        let fill = try paint(of: Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .topLeading, startRadius: 10, endRadius: 110)))
        #expect(fill.classes.contains("cui-rgrad3"))
        #expect(fill.style["--cui-fill"] == "var(--cui-grad)")
        #expect(fill.style["--cui-gz"] == "circle 110px")
        #expect(fill.style["--cui-gat"] == "0% 0%")
        // Location 0 at 10 points, 0.5 at 60, 1 at 110.
        #expect([fill.style["--cui-p0"], fill.style["--cui-p1"], fill.style["--cui-p2"]] == ["10px", "60px", "110px"])
        #expect(fill.style["--cui-g2"] == "var(--cui-c-red)")
    }

    @Test func anEllipticalGradientFitsTheBoundsByFraction() throws {
        let fill = try paint(of: Rectangle().fill(EllipticalGradient(colors: [.white, .blue], startRadiusFraction: 0.1, endRadiusFraction: 0.5)))
        #expect(fill.classes.contains("cui-rgrad2"))
        #expect(fill.style["--cui-gz"] == "ellipse 50% 50%")
        #expect(fill.style["--cui-gat"] == "50% 50%")
        #expect([fill.style["--cui-p0"], fill.style["--cui-p1"]] == ["20%", "100%"])
    }

    @Test func anAngularGradientTurnsFromItsStartAngle() throws {
        // SwiftUI's 0° points right; CSS's conic gradient starts straight up.
        let wheel = try paint(of: Circle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center)))
        #expect(wheel.classes.contains("cui-cgrad4"))
        #expect(wheel.style["--cui-ga"] == "90deg")
        #expect(wheel.style["--cui-p3"] == "360deg")
        let arc = try paint(of: Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .bottom, startAngle: .degrees(180), endAngle: .degrees(270))))
        #expect(arc.style["--cui-ga"] == "270deg")
        #expect(arc.style["--cui-gat"] == "50% 100%")
        #expect([arc.style["--cui-p0"], arc.style["--cui-p1"]] == ["0deg", "90deg"])
        let conic = try paint(of: Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(45))))
        #expect(conic.style["--cui-ga"] == "135deg" && conic.style["--cui-p1"] == "360deg")
    }

    @Test func backgroundsTextAndMasksTakeThemToo() throws {
        let background = renderHTML(Text("Sun").padding().background(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40)))
        #expect(background.contains("cui-rgrad2") && background.contains("--cui-bgv:var(--cui-grad)"))
        let text = renderHTML(Text("Wheel").foregroundStyle(AngularGradient(colors: [.red, .blue], center: .center)))
        #expect(text.contains("cui-gtext cui-cgrad2"))
        let mask = renderHTML(Color.red.frame(width: 40, height: 40).mask { Rectangle().fill(EllipticalGradient(colors: [.black, .clear])) })
        #expect(mask.contains("cui-mask cui-rgrad2"))
    }

    @Test func pathsDrawEllipticalGradientsInSVGAndOthersInTheirFirstColour() throws {
        let path = Wedge()
        let elliptical = renderHTML(path.fill(EllipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.5)))
        #expect(elliptical.contains(#"<radialGradient id="cui-d"#))
        #expect(elliptical.contains(#"gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50">"#))
        #expect(elliptical.contains("--cui-fill:url(#cui-d"))
        let angular = renderHTML(path.fill(AngularGradient(colors: [.green, .blue], center: .center)))
        #expect(angular.contains("--cui-fill:var(--cui-c-green)") && !angular.contains("Gradient"))
    }

    @Test func theResolvedStyleNamesEachGradient() {
        #expect(RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5)._resolvedStyle.gradient?.stops.count == 1)
        #expect(AngularGradient(colors: [.red, .blue], center: .center).sweep == .degrees(360))
        #expect(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(720)).sweep == .degrees(360))
        #expect(EllipticalGradient(colors: [.red, .blue]) == EllipticalGradient(colors: [.red, .blue]))
        #expect(ResolvedShapeStyle.color(.red).gradient == nil)
    }

    /// A triangle drawn as an SVG path, stretched to its frame.
    private struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    /// The element of the view's shape that holds its fill.
    private func paint(of view: some View) throws -> RenderedElement {
        try #require(RenderedElement.all(in: renderHTML(view)).first { $0.style["--cui-fill"] != nil })
    }
}
