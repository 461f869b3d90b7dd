import ContainerUI
import Foundation

/// Gauges in every iOS style, with and without their labels, tinted and with a gradient, out
/// of range, inside a button's label, in the light and the dark.
struct GaugeSample: View {
    private let heat = Gradient(colors: [.blue, .green, .yellow, .red])

    private var bars: some View {
        VStack(alignment: .leading, spacing: 12) {
            Gauge(value: 0.4) { Text("Battery <low> & falling") }
            Gauge(value: 130.0, in: 0...100) {
                Text("Over")
            } currentValueLabel: {
                Text("130")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .tint(.green)
            Gauge(value: 0.7) { Text("Marker") } currentValueLabel: { Text("70%") }.gaugeStyle(.accessoryLinear).tint(heat)
            Gauge(value: 0.25) { Text("Accessory") }.gaugeStyle(.accessoryLinearCapacity).tint(heat)
            Button {} label: { Gauge(value: 0.5) { Text("In a button") } }
        }
    }

    private var rings: some View {
        HStack(spacing: 12) {
            Gauge(value: 0.8) { Text("Ring") } currentValueLabel: { Text("80") }.gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: 0.3) { Text("Hot") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryCircularCapacity).tint(heat)
            Gauge(value: 20.0, in: 10...40) {
                Text("°C")
            } currentValueLabel: {
                Text("20")
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("40")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: -1.0) { Text("UV") } currentValueLabel: { Text("0") }.gaugeStyle(.accessoryCircular).tint(heat)
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            VStack { bars; rings }.padding().background(Color.white).environment(\.colorScheme, .light)
            VStack { bars; rings }.padding().background(Color.black).environment(\.colorScheme, .dark)
        }
    }
}
