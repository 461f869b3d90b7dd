import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A slider with value labels is a row: the minimum's label, the labelled range input and the
/// maximum's label, 8 points apart; the label keeps naming the input and is not drawn.
@Suite struct SliderHTMLTests {
    private let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func theValueLabelsFlankTheNamedRangeInputInARow() throws {
        let html = renderHTML(
            Slider(value: .constant(0.5), in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Quiet")
            } maximumValueLabel: {
                Text("Loud")
            },
            options: quiet
        )
        let minimum = try #require(html.range(of: ">Quiet<"))
        let input = try #require(html.range(of: #"type="range" min="0" max="1" step="any" value="0.5""#))
        let maximum = try #require(html.range(of: ">Loud<"))
        #expect(minimum.lowerBound < input.lowerBound && input.lowerBound < maximum.lowerBound)
        #expect(html.contains("--cui-gap:8px"))
        #expect(html.contains(#"class="cui-sr""#) && html.contains(">Volume<"), "the label stays for screen readers only")
    }

    @Test func theJSONHoldsTheValueLabelsBesideTheSlider() {
        let json = renderJSON(Slider(value: .constant(1.0), in: 0...4, step: 1) { Text("Steps") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("4") })
        let slider = json.range(of: #""type":"Slider""#)
        #expect(slider != nil)
        #expect(json.contains(#""type":"HStack""#) && json.contains(#""0""#) && json.contains(#""4""#))
    }
}

/// Ticks are marks the page draws under the track, hidden from screen readers and placed before
/// the input so that the thumb covers them; no `<datalist>`, which would change the input's
/// height.
@Suite struct SliderTickHTMLTests {
    private let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func eachTickIsAMarkAtItsPlaceAlongTheTrack() throws {
        let html = renderHTML(
            Slider(value: .constant(5.0), in: 0...20, step: 5) {
                Text("Level")
            } ticks: {
                SliderTickContentForEach([0.0, 5, 10, 20], id: \.self) { SliderTick($0) }
            },
            options: quiet
        )
        let ticks = try #require(html.range(of: #"<span aria-hidden="true" class="cui-ticks">"#))
        let input = try #require(html.range(of: #"type="range""#))
        #expect(ticks.lowerBound < input.lowerBound)
        for at in ["0", "0.25", "0.5", "1"] {
            #expect(html.contains(#"<span class="cui-tick" style="--cui-at:\#(at);"></span>"#))
        }
        #expect(!html.contains("<datalist") && !html.contains(" list="))
    }

    @Test func aSliderWithoutTicksHasNoMarks() {
        let html = renderHTML(Slider(value: .constant(0.5)) { Text("Level") }, options: quiet)
        #expect(!html.contains("cui-ticks"))
    }

    @Test func theJSONListsTheTicks() {
        let json = renderJSON(Slider(value: .constant(0.5)) { Text("Level") } ticks: { SliderTick(0.25) })
        #expect(json.contains(#""ticks":[0.25]"#))
    }
}
