import ContainerUI
import Foundation

/// iOS 26 sliders with ticks: a builder's ticks, a `ForEach` of them with labels, a tick at every
/// step from a closure, beside value labels and tinted.
struct SliderTicksSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Slider(value: .constant(0.5)) {
                Text("Percentage")
            } currentValueLabel: {
                Text("50%")
            } ticks: {
                SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
                    SliderTick(value) { Text("\(Int(value * 100))%") }
                }
            }
            Slider(value: .constant(3.0), in: 0...10, step: 1) {
                Text("Level")
            } minimumValueLabel: {
                Image(systemName: "speaker.slash")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2")
            } ticks: {
                SliderTick(0)
                SliderTick(5)
                SliderTick(10)
            }
            Slider(value: .constant(60.0), in: 0...100, step: 20) {
                Text("Brightness")
            } tick: { value in
                SliderTick(value)
            }
            .tint(.orange)
        }
        .padding()
    }
}
