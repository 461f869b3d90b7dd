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
