import ContainerUI

/// A phone's status at a glance: gauges in every iOS style, tinted or with a gradient, their
/// values clamped to their ranges; the time of the last update, rebuilt every minute; a link
/// that shares the status; wallpapers as they show before they load.
struct DeviceStatusExample: View {
    var battery = 72
    var linearStyle = "automatic"
    var tint = "automatic"

    var body: some View {
        List {
            Section {
                TimelineView(.everyMinute) { context in
                    HStack {
                        Text("Updated")
                        Spacer()
                        // Tabular digits: the minute can change between the page and its
                        // layout's request without moving the row.
                        Text(context.date, style: .time)
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                    }
                }
                ShareLink(
                    "Share status", item: URL(string: "https://example.com/status")!,
                    subject: Text("My phone"), message: Text("Battery at \(battery)%")
                )
            }
            Section("Battery") {
                Gauge(value: Double(battery), in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(battery)%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .modifier(LinearGaugeLook(style: linearStyle))
            }
            Section("Storage") {
                Gauge(value: 96.5, in: 0...128) {
                    Text("iPhone")
                } currentValueLabel: {
                    Text("96.5 of 128 GB used")
                }
                .modifier(LinearGaugeLook(style: linearStyle))
            }
            Section("Wallpaper") {
                // One frame is SwiftUI's first, before the image loads: the placeholders.
                HStack(spacing: 12) {
                    AsyncImage(url: URL(string: "https://example.com/wallpaper.jpg"))
                        .frame(width: 64, height: 96)
                        .clipShape(.rect(cornerRadius: 8))
                    AsyncImage(url: URL(string: "https://example.com/wallpaper-dark.jpg")) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 64, height: 96)
                }
            }
            Section("Lock Screen") {
                HStack(spacing: 16) {
                    Gauge(value: Double(battery), in: 0...100) {
                        Image(systemName: "bolt.fill")
                    } currentValueLabel: {
                        Text("\(battery)")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 68, in: 32...104) {
                        Text("°F")
                    } currentValueLabel: {
                        Text("68")
                    } minimumValueLabel: {
                        Text("32")
                    } maximumValueLabel: {
                        Text("104")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 3.2, in: 0...11) {
                        Text("UV")
                    } currentValueLabel: {
                        Text("3")
                    }
                    .gaugeStyle(.accessoryCircular)
                }
            }
        }
        .modifier(GaugeTint(tint: tint))
    }
}

/// The linear style chosen for the battery and storage gauges.
private struct LinearGaugeLook: ViewModifier {
    let style: String

    func body(content: Content) -> some View {
        switch style {
        case "accessoryLinear": content.gaugeStyle(.accessoryLinear)
        case "accessoryLinearCapacity": content.gaugeStyle(.accessoryLinearCapacity)
        default: content.gaugeStyle(.automatic)
        }
    }
}

/// No tint, a colour, or a gradient from green through yellow to red along each gauge.
private struct GaugeTint: ViewModifier {
    let tint: String

    func body(content: Content) -> some View {
        switch tint {
        case "green": content.tint(.green)
        case "gradient": content.tint(Gradient(colors: [.green, .yellow, .orange, .red]))
        default: content
        }
    }
}
