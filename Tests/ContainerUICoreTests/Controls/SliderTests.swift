import ContainerUI
import Foundation
import Testing

/// `Slider` as it resolves: its label under the range input, and value labels beside it.
@Suite struct SliderTests {
    @Test func valueLabelsFlankTheTrackInARowAndTheLabelStaysUnderIt() {
        let tree = resolve(
            Slider(value: .constant(0.5), in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.slash")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2")
            }
        )
        #expect(tree.dump() == """
        Root
          HStack(alignment: center, spacing: 8)
            Image(systemName: "speaker.slash")
            Slider(0.5 in 0...1 step 0.1)
              Text("Volume")
            Image(systemName: "speaker.wave.2")
        """)
    }

    @Test func withoutAStepTheSliderIsContinuousAndTheBoundsDefaultToZeroToOne() {
        let defaulted = resolve(Slider(value: .constant(0.2)) { Text("S") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") })
        #expect(defaulted.dump().contains("Slider(0.2 in 0...1)\n"))
        let named = resolve(
            Slider(
                value: .constant(150.0), in: 0...100,
                label: { Text("L") }, minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("100") },
                onEditingChanged: { _ in }
            )
        )
        #expect(named.dump().contains("Slider(100 in 0...100)\n"), "clamped to the bounds, continuous")
    }

    @Test func aSliderWithoutValueLabelsIsTheRangeInputAlone() {
        #expect(resolve(Slider(value: .constant(2), in: 0...10, step: 1) { Text("Level") }).dump() == """
        Root
          Slider(2 in 0...10 step 1)
            Text("Level")
        """)
    }
}
