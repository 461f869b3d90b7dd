import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Strokes, trims and standard gradients in HTML: SVG stroke properties only where they differ
/// from SVG's defaults, trimmed paths, borders clipped inside, `Color.gradient` as a gradient.
@Suite("Mapping of strokes, trims and gradients")
struct StrokeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// A triangle with a 20° corner at its right end.
    struct Spike: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + rect.width * tan(CGFloat(20) * .pi / 180)))
                path.closeSubpath()
            }
        }
    }

    @Test("A default stroke writes no stroke attributes; caps, joins and the dash phase do")
    func strokeAttributes() {
        let plain = renderHTML(Circle().stroke(.blue, lineWidth: 2), options: quiet)
        #expect(!plain.contains("stroke-") && plain.contains("\"></path>"))
        let ring = renderHTML(Circle().stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round)), options: quiet)
        #expect(ring.contains(#"" stroke-linecap="round"></path>"#) && ring.contains("--cui-sw:12px;"))
        #expect(!ring.contains("stroke-miterlimit"))  // a circle has no corners
        let joined = renderHTML(Spike().stroke(style: StrokeStyle(lineJoin: .bevel, dash: [6, 4], dashPhase: 3)), options: quiet)
        #expect(joined.contains(#" stroke-linejoin="bevel" stroke-dashoffset="3"></path>"#))
        #expect(joined.contains("--cui-dash:6px 4px;"))
        #expect(!joined.contains("stroke-linecap"))
    }

    @Test("The miter limit is written only where a corner is sharp enough for it to matter")
    func miterLimit() {
        let sharp = renderHTML(Spike().stroke(.red, lineWidth: 4), options: quiet)
        #expect(sharp.contains(#" stroke-miterlimit="10"></path>"#))
        let svgDefault = renderHTML(Spike().stroke(.red, style: StrokeStyle(lineWidth: 4, miterLimit: 4)), options: quiet)
        #expect(!svgDefault.contains("stroke-miterlimit"))
        let blunt = renderHTML(Spike().stroke(.red, style: StrokeStyle(lineWidth: 4, miterLimit: 2)), options: quiet)
        #expect(blunt.contains(#" stroke-miterlimit="2""#))
    }

    @Test("A dashed or round-joined rectangle is an SVG rect; a plain one stays a CSS outline")
    func rectangles() {
        let dashed = renderHTML(RoundedRectangle(cornerRadius: 12).stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4])), options: quiet)
        #expect(dashed.contains(#"<svg aria-hidden="true"><rect width="100%" height="100%" rx="12" ry="12"></rect></svg>"#))
        #expect(dashed.contains("cui-shape") && !dashed.contains("cui-cssstroke"))
        let rounded = renderHTML(Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 6, lineJoin: .round)), options: quiet)
        #expect(rounded.contains(#"<rect width="100%" height="100%" stroke-linejoin="round"></rect>"#))
        let plain = renderHTML(RoundedRectangle(cornerRadius: 12).stroke(.gray, lineWidth: 2), options: quiet)
        #expect(plain.contains("cui-cssstroke") && !plain.contains("<svg"))
    }

    @Test("strokeBorder: an inset outline for CSS shapes, a doubled stroke clipped inside for SVG")
    func strokeBorder() {
        let box = renderHTML(RoundedRectangle(cornerRadius: 8).strokeBorder(.green, lineWidth: 3), options: quiet)
        #expect(box.contains("cui-cssstroke cui-cssborder") && box.contains("--cui-sw:3px;"), "\(box)")
        let circle = renderHTML(Circle().strokeBorder(.green, lineWidth: 4), options: quiet)
        #expect(circle.contains("--cui-sw:8px;"))
        #expect(circle.contains(#"<defs><clipPath id="cui-d1"><path d="M100 50"#))
        #expect(circle.contains(#"" clip-path="url(#cui-d1)"></path></svg>"#))
        #expect(Stylesheet.text.contains(".cui-cssborder{outline-offset:calc(var(--cui-sw) * -1)}"))
    }

    @Test("A trimmed circle draws the partial path from its rightmost point, clockwise")
    func trimmedCircle() {
        let html = renderHTML(Circle().trim(from: 0, to: 0.25).stroke(.blue, lineWidth: 8), options: quiet)
        #expect(html.contains(#"preserveAspectRatio="xMidYMid meet""#))
        #expect(html.contains(#"<path d="M100 50C100 77.614 77.614 100 50 100"></path>"#))
        let filled = renderHTML(Circle().trim(from: 0.5, to: 1).fill(.orange), options: quiet)
        #expect(filled.contains(#"<path d="M0 50C"#) && !filled.contains("Z\""))
        let empty = renderHTML(Circle().trim(from: 0.8, to: 0.2).stroke(.blue), options: quiet)
        #expect(empty.contains(#"<path d=""></path>"#))
        let rect = renderHTML(RoundedRectangle(cornerRadius: 12).trim(from: 0.25, to: 0.75).stroke(.blue, lineWidth: 4), options: quiet)
        // The perimeter is computed by the stylesheet from plain numbers (the validator rejects
        // pathLength on <rect>): the kept fraction, the start and the round corners' arcs
        // (2π·12 − 8·12 = −20.602).
        #expect(rect.contains(#"<svg aria-hidden="true"><rect width="100%" height="100%" rx="12" ry="12"></rect></svg>"#))
        #expect(rect.contains("cui-trim") && rect.contains("--cui-tk:0.5;--cui-tf:0.25;--cui-pc:-20.602px;"))
        #expect(!rect.contains("pathLength"))
        #expect(Stylesheet.text.contains(".cui-trim>svg{container-type:size}"))
        let none = renderHTML(Rectangle().trim(from: 0.9, to: 0.1).stroke(.blue, lineWidth: 4), options: quiet)
        #expect(none.contains("--cui-stroke:none;") && none.contains("--cui-tk:0;--cui-tf:0.9;--cui-pc:0px;"))
        let capsule = renderHTML(Capsule().trim(from: 0, to: 0.5).stroke(.blue), options: quiet)
        #expect(capsule.contains("<path d=\"M") && !capsule.contains("pathLength"))
        let ellipse = renderHTML(Ellipse().trim(from: 0, to: 0.5).stroke(.blue), options: quiet)
        #expect(ellipse.contains(#"preserveAspectRatio="none""#))
    }

    @Test("Color.gradient: the colour mixed with white at the top, the colour at the bottom")
    func standardGradient() {
        let shape = renderHTML(RoundedRectangle(cornerRadius: 16).fill(Color.orange.gradient), options: quiet)
        #expect(shape.contains("--cui-g0:color-mix(in srgb,var(--cui-c-orange) 85%,#fff);--cui-p0:0%;--cui-g1:var(--cui-c-orange);--cui-p1:100%;"))
        #expect(shape.contains("--cui-ga:180deg;"))
        let background = renderHTML(Text("Hi").background(.red.gradient), options: quiet)
        #expect(background.contains("color-mix(in srgb,var(--cui-c-red) 85%,#fff)"))
        let faded = renderHTML(Circle().fill(Color.blue.opacity(0.5).gradient), options: quiet)
        #expect(faded.contains("--cui-sc:color-mix(in srgb,color-mix(in srgb,var(--cui-c-blue) 85%,#fff) 50%,transparent);"))
        let explicit = renderHTML(Rectangle().fill(.linearGradient(Color.green.gradient, startPoint: .leading, endPoint: .trailing)), options: quiet)
        #expect(explicit.contains("--cui-ga:90deg;"))
    }

    @Test("JSON names the whole stroke style of stroked shapes")
    func json() {
        let json = renderJSON(Circle().trim(from: 0, to: 0.5).strokeBorder(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [2, 3])))
        #expect(json.contains(#""shape":"Circle trimmed 0…0.5""#))
        #expect(json.contains(#""lineWidth":6,"lineCap":"round","lineJoin":"miter","miterLimit":10,"dash":[2,3],"dashPhase":0,"strokeBorder":true"#))
        let filled = renderJSON(Circle().fill(.red))
        #expect(filled.contains(#""lineWidth":0"#) && !filled.contains("lineCap"))
    }
}
