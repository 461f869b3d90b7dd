import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `Gauge` and `gaugeStyle(_:)`, as they resolve.
@Suite struct GaugeTests {
    private func dump(_ view: some View) -> String {
        resolve(view).root.dump()
    }

    @Test func theValueIsClampedToTheBoundsAsAFraction() {
        #expect(dump(Gauge(value: 0.4) { Text("Battery") }).contains("Gauge(0.4, linearCapacity)"))
        #expect(dump(Gauge(value: 30.0, in: 20...70) { Text("Speed") }).contains("Gauge(0.2, linearCapacity)"))
        #expect(dump(Gauge(value: 150.0, in: 0...100) { Text("Over") }).contains("Gauge(1, linearCapacity)"))
        #expect(dump(Gauge(value: -3.0, in: 0...100) { Text("Under") }).contains("Gauge(0, linearCapacity)"))
        #expect(dump(Gauge(value: Double.nan) { Text("Unknown") }).contains("Gauge(0, linearCapacity)"))
        #expect(dump(Gauge(value: 5.0, in: 5...5) { Text("Empty range") }).contains("Gauge(0, linearCapacity)"))
        #expect(dump(Gauge(value: Float(0.25)) { Text("Float") }).contains("Gauge(0.25, linearCapacity)"))
    }

    @Test func theDefaultStyleIsTheLinearCapacityBarWithItsLabelsAroundIt() {
        let output = dump(
            Gauge(value: 67.0, in: 0...170) {
                Text("BPM")
            } currentValueLabel: {
                Text("67")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("170")
            }
        )
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let order = ["Text(\"BPM\")", "Text(\"0\")", "Gauge(", "Text(\"170\")", "Text(\"67\")"].map { prefix in
            lines.firstIndex { $0.hasPrefix(prefix) }
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "label, then minimum, bar, maximum, then the value")
        #expect(output.contains("Text(\"0\") font=caption color=secondary"))
        #expect(output.contains("Text(\"67\") font=caption color=secondary"))
    }

    @Test func everyBuiltInStyleDrawsItsLook() {
        let gauge = Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") }
        #expect(dump(gauge.gaugeStyle(.automatic)).contains("Gauge(0.5, linearCapacity)"))
        #expect(dump(gauge.gaugeStyle(.linearCapacity)).contains("Gauge(0.5, linearCapacity)"))
        #expect(dump(gauge.gaugeStyle(.accessoryLinear)).contains("Gauge(0.5, accessoryLinear)"))
        #expect(dump(gauge.gaugeStyle(.accessoryLinearCapacity)).contains("Gauge(0.5, accessoryLinearCapacity)"))
        #expect(dump(gauge.gaugeStyle(.accessoryCircular)).contains("Gauge(0.5, accessoryCircular)"))
        #expect(dump(gauge.gaugeStyle(.accessoryCircularCapacity)).contains("Gauge(0.5, accessoryCircularCapacity)"))
    }

    @Test func aRingShowsTheValueInTheMiddleAndTheLabelOrBoundsInTheGap() {
        let withValue = dump(Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircular))
        #expect(withValue.contains("Text(\"50\") font=system(17) medium lineLimit=1"))
        #expect(withValue.contains("Text(\"Fuel\") font=system(10) medium lineLimit=1"))
        let labelOnly = dump(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity))
        #expect(labelOnly.contains("Text(\"Fuel\") font=system(17) medium lineLimit=1"))
        let bounds = dump(
            Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") } minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
                .gaugeStyle(.accessoryCircular)
        )
        #expect(bounds.contains("Text(\"E\") font=system(10) medium lineLimit=1") && bounds.contains("Text(\"F\") font=system(10) medium lineLimit=1"))
        #expect(!bounds.contains("Text(\"Fuel\")"), "the bounds take the gap")
        let capacity = dump(
            Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50") } minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
                .gaugeStyle(.accessoryCircularCapacity)
        )
        #expect(!capacity.contains("Text(\"E\")") && !capacity.contains("Text(\"Fuel\")"), "a closed ring has no gap")
    }

    @Test func theTintAndAGradientTintReachTheTrack() {
        #expect(dump(Gauge(value: 0.5) { Text("Fuel") }.tint(.green)).contains("Gauge(0.5, linearCapacity) tint=green"))
        let gradient = dump(Gauge(value: 0.5) { Text("Heat") }.tint(Gradient(colors: [.blue, .red])))
        #expect(gradient.contains("Gauge(0.5, linearCapacity) tint=linearGradient(blue, red"))
    }

    @Test func markedValueLabelsCompileAndAreNotDrawnByTheIOSStyles() {
        let output = dump(Gauge(value: 0.5) { Text("Level") } currentValueLabel: { Text("5") } markedValueLabels: { Text("Half") })
        #expect(output.contains("Gauge(0.5, linearCapacity)") && !output.contains("Text(\"Half\")"))
    }

    /// A user's style gets the labels and the fraction; a gauge inside its body draws in the default style.
    struct Percent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
                if configuration.currentValueLabel == nil { Text("no value label") }
                Gauge(value: configuration.value) { Text("Inner") }
            }
        }
    }

    @Test func aUsersStyleDrawsFromTheConfiguration() {
        let output = dump(Gauge(value: 30.0, in: 0...120) { Text("Load") }.gaugeStyle(Percent()))
        #expect(output.contains("Text(\"Load\")") && output.contains("Text(\"25%\")") && output.contains("Text(\"no value label\")"))
        #expect(output.contains("Gauge(0.25, linearCapacity)"))
    }
}
