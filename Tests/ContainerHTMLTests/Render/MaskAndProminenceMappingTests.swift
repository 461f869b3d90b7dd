import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `mask` in HTML: a wrapper of its own carrying the mask's CSS form (a clip to its shape, an
/// opacity for a colour, `mask-image` for a gradient), its views a hidden layer; masks CSS
/// cannot express leave the view unmasked. Prominent section headers draw bold `title3`, not upper-cased.
@Suite("mask and headerProminence in HTML")
struct MaskAndProminenceMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A gradient mask is the gradient as mask-image, and its view a hidden layer")
    func gradient() {
        let html = renderHTML(Color.red.frame(height: 40).mask {
            LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        }, options: quiet)
        #expect(html.contains("cui-mask cui-grad2"))
        #expect(html.contains("--cui-ga:180deg;--cui-g0:var(--cui-c-black);--cui-p0:0%;--cui-g1:var(--cui-mix1);--cui-p1:100%;"))
        #expect(html.contains(#"aria-hidden="true" class="cui-layer cui-g cui-hidden"><div data-node="0.0.m1.0""#))
    }

    @Test("A shape mask clips to the shape: a rounded rectangle's corners, a circle, any other path")
    func shapes() {
        let rounded = renderHTML(Color.red.mask { RoundedRectangle(cornerRadius: 12) }, options: quiet)
        #expect(rounded.contains("cui-clip cui-rad") && rounded.contains("--cui-rad:12px"))
        let circle = renderHTML(Color.red.mask { Circle() }, options: quiet)
        #expect(circle.contains("cui-clipc"))
        let path = renderHTML(Color.red.mask { Wedge() }, options: quiet)
        #expect(path.contains("cui-clipp") && path.contains("<clipPath id=\"cui-d"))
    }

    @Test("A colour mask is its alpha as the view's opacity; an opaque one and black change nothing")
    func colours() {
        let half = renderHTML(Text("A").mask { Color.black.opacity(0.5) }, options: quiet)
        #expect(half.contains("cui-op") && half.contains("--cui-op:0.5"))
        let clear = renderHTML(Text("A").mask { Color.clear }, options: quiet)
        #expect(clear.contains("--cui-op:0"))
        let empty = renderHTML(Text("A").mask { EmptyView() }, options: quiet)
        #expect(empty.contains("--cui-op:0"))
        let black = renderHTML(Text("A").mask { Color.black }, options: quiet)
        #expect(!black.contains("cui-op") && !black.contains("cui-mask"))
    }

    @Test("A mask CSS cannot express (text, views with frames) leaves the view unmasked, the mask hidden")
    func inexpressible() {
        let text = renderHTML(Color.red.frame(width: 50, height: 50).mask { Text("A") }, options: quiet)
        #expect(text.contains(#"aria-hidden="true" class="cui-layer cui-g cui-hidden"><span data-node="0.0.m1.0""#))
        #expect(!text.contains("cui-mask") && !text.contains("cui-op") && !text.contains("cui-clip"))
    }

    @Test("The mask takes a wrapper of its own, apart from the clip or opacity beside it")
    func ownWrapper() {
        let html = renderHTML(Text("A").opacity(0.5).mask { Circle() }.opacity(0.8), options: quiet)
        #expect(html.contains("--cui-op:0.5") && html.contains("--cui-op:0.8") && html.contains("cui-clipc"))
        let classes = html.components(separatedBy: "class=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!classes.contains { $0.contains("cui-clipc") && $0.contains("cui-op") })
    }

    @Test("The JSON holds the mask's alignment and views")
    func json() {
        let json = renderJSON(Text("A").mask(alignment: .leading) { Capsule() })
        #expect(json.contains(#"{"type":"mask","alignment":"leading","children":[{"#))
    }

    @Test("A prominent header is bold title3 in the primary colour, not upper-cased; a standard one is as before")
    func prominentHeader() {
        let list = List {
            Section("Standard") { Text("A") }
            Section("Increased") { Text("B") }.headerProminence(.increased)
        }
        let html = renderHTML(list, options: quiet)
        #expect(html.components(separatedBy: "cui-lh cui-lhp").count == 2)
        #expect(html.components(separatedBy: "class=\"cui-lh\"").count == 2)
        let json = renderJSON(list)
        #expect(json.contains(#""headerProminence":"increased""#) && json.contains(#""headerProminence":"standard""#))
    }
}

/// A shape CSS has no form for, so that a mask of it is an SVG clip path.
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A grouped list's section separators: hairlines above and below each section's rows, hidden
/// by `listSectionSeparator(.hidden, edges:)` and coloured by `listSectionSeparatorTint`.
@Suite("Section separators in HTML")
struct SectionSeparatorMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func rows(_ html: String) -> [Substring] {
        html.components(separatedBy: "<ul ").dropFirst().map { $0.prefix { $0 != ">" } }
    }

    @Test("A grouped list's sections carry their tints and hidden edges on their rows")
    func grouped() {
        let html = renderHTML(List {
            Section("Tinted") { Text("A") }.listSectionSeparatorTint(.red)
            Section("Bottom tinted, top hidden") { Text("B") }
                .listSectionSeparatorTint(.green, edges: .bottom).listSectionSeparator(.hidden, edges: .top)
            Section("Plain") { Text("C") }.listSectionSeparatorTint(nil)
        }.listStyle(.grouped), options: quiet)
        let uls = rows(html)
        #expect(uls.count == 3)
        #expect(uls[0].contains("--cui-lsst:var(--cui-c-red);--cui-lssb:var(--cui-c-red);"))
        #expect(uls[1].contains("cui-lsnt") && uls[1].contains("--cui-lssb:var(--cui-c-green);") && !uls[1].contains("--cui-lsst"))
        #expect(!uls[2].contains("style=") && !uls[2].contains("cui-lsn"))
        let css = Stylesheet.text
        #expect(css.contains(".cui-lgrp .cui-lrows::before") && css.contains("var(--cui-lssb,var(--cui-lsc))"))
    }

    @Test("The inset grouped, inset and plain styles draw no section separators, so nothing is added")
    func otherStyles() {
        let section = Section("S") { Text("A") }.listSectionSeparatorTint(.red)
        for html in [renderHTML(List { section }, options: quiet), renderHTML(List { section }.listStyle(.plain), options: quiet)] {
            #expect(!html.contains("--cui-lsst") && !html.contains("--cui-lssb"))
        }
    }

    @Test("The modifier resolves on the section and describes itself in the JSON")
    func json() {
        let json = renderJSON(List { Section("S") { Text("A") }.listSectionSeparatorTint(.red, edges: .top) })
        #expect(json.contains(#""type":"listSectionSeparatorTint","description":"listSectionSeparatorTint(red, top)""#))
    }
}
