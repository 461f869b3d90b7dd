import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A gauge's track or ring is drawn by the stylesheet from its fraction and tint, under a
/// transparent `<meter>` that screen readers read.
@Suite struct GaugeHTMLTests {
    @Test func aBarIsACapsuleFilledToTheFractionUnderANamedMeter() {
        let html = renderHTML(Gauge(value: 40.0, in: 0...100) { Text("Battery") })
        #expect(html.contains(#"class="cui-gauge cui-glin"#))
        #expect(html.contains("--cui-gf:0.4"))
        #expect(html.contains(#"<span class="cui-gfill"></span>"#))
        #expect(html.contains(#"<meter min="0" max="1" value="0.4" aria-label="Battery" class="cui-gmeter"></meter>"#))
        #expect(!renderHTML(Gauge(value: 0.0) { Text("Empty") }).contains("cui-gfill"), "nothing filled at zero")
    }

    @Test func anAccessoryBarMarksTheValueWithAKnob() {
        let html = renderHTML(Gauge(value: 0.7) { Text("Level") }.gaugeStyle(.accessoryLinear))
        #expect(html.contains(#"class="cui-gauge cui-glin cui-gmark"#) && html.contains(#"<span class="cui-gknob"></span>"#))
        #expect(!html.contains("cui-gfill"))
    }

    @Test func aRingIsAnSVGArcFromTheTopOrAKnobOnAnOpenArc() {
        let capacity = renderHTML(Gauge(value: 0.25) { Text("Rings") }.gaugeStyle(.accessoryCircularCapacity))
        #expect(capacity.contains(#"class="cui-gauge cui-gring"#))
        #expect(capacity.contains(#"<path class="cui-gtrk" d="M50 5"#), "the closed ring starts at the top")
        #expect(capacity.contains(#"<path class="cui-gval" d="M50 5"#))
        let open = renderHTML(Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircular))
        #expect(open.contains(#"class="cui-gauge cui-gring cui-gmark"#))
        #expect(open.contains(#"<circle class="cui-gknob" cx="50" cy="5" r="6"></circle>"#), "half way round an arc of 270° from the bottom left is the top")
        #expect(!open.contains("cui-gval"))
    }

    @Test func aTintColoursTheTrackAndAGradientRunsAlongIt() {
        let tinted = renderHTML(Gauge(value: 0.5) { Text("Fuel") }.tint(.green))
        #expect(tinted.contains(#"class="cui-gauge cui-glin cui-sx cui-sy cui-tint""#) && tinted.contains("--cui-tint:var(--cui-c-green)"))
        let bar = renderHTML(Gauge(value: 0.5) { Text("Heat") }.tint(Gradient(colors: [.blue, .red])))
        #expect(bar.contains("cui-ggr") && bar.contains("--cui-ga:90deg") && bar.contains("--cui-gi:2"))
        let ring = renderHTML(Gauge(value: 0.5) { Text("Heat") }.tint(Gradient(colors: [.blue, .red])).gaugeStyle(.accessoryCircularCapacity))
        #expect(ring.contains("--cui-gs:url(#cui-d1)") && ring.contains(#"<linearGradient id="cui-d1" x1="0" y1="0.5" x2="1" y2="0.5">"#))
    }

    @Test func theJSONHoldsTheFractionStyleAndTint() {
        let json = renderJSON(Gauge(value: 3.0, in: 0...4) { Text("Steps") }.gaugeStyle(.accessoryLinearCapacity).tint(.orange))
        #expect(json.contains(#""type":"Gauge","properties":{"value":0.75,"style":"accessoryLinearCapacity","tint":"#))
    }
}
