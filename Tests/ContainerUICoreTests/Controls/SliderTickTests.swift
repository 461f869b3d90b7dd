import ContainerUI
import Foundation
import Testing

/// iOS 26 slider ticks: the values a `ticks:` builder or a `tick:` closure marks, kept within the
/// bounds, in the resolved slider.
@Suite struct SliderTickTests {
    @Test func aTickBuilderMarksItsValuesInOrderAndDropsThoseOutOfBounds() {
        let tree = resolve(
            Slider(value: .constant(0.5)) {
                Text("Percentage")
            } currentValueLabel: {
                Text("50%")
            } ticks: {
                SliderTick(0)
                SliderTick(0.5) { Text("Half") }
                SliderTick(1)
                SliderTick(2)
            }
        )
        #expect(tree.dump() == """
        Root
          Slider(0.5 in 0...1, ticks: 0 0.5 1)
            Text("Percentage")
        """)
    }

    @Test func forEachConditionsAndLoopsBuildTicks() {
        let show = true
        let tree = resolve(
            Slider(value: .constant(3.0), in: 0...10, step: 1) {
                Text("Level")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            } ticks: {
                SliderTickContentForEach([0.0, 5.0], id: \.self) { value in
                    SliderTick(value)
                }
                if show { SliderTick(7.5) }
                for value in [10.0] { SliderTick(value) }
            }
        )
        #expect(tree.dump().contains("Slider(3 in 0...10 step 1, ticks: 0 5 7.5 10)\n"))
        #expect(tree.dump().contains("HStack(alignment: center, spacing: 8)"), "the value labels still flank the track")
    }

    @Test func aTickClosureIsAskedForEveryStep() {
        let tree = resolve(
            Slider(value: .constant(40.0), in: 0...100, step: 25) {
                Text("Speed")
            } tick: { value in
                value == 25 ? nil : SliderTick(value)
            }
        )
        #expect(tree.dump().contains("Slider(40 in 0...100 step 25, ticks: 0 50 75 100)\n"))
    }

    @Test func enabledBoundsKeepTheValueWithinThem() {
        let tree = resolve(
            Slider(value: .constant(0.9), enabledBounds: 0.2...0.6) {
                Text("Level")
            } ticks: {
                SliderTick(0.2)
            }
        )
        #expect(tree.dump().contains("Slider(0.6 in 0...1, ticks: 0.2)\n"))
    }
}
