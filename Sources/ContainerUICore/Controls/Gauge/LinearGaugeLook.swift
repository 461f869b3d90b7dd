/// The linear styles' layout: the label above a bar 6 points tall, which the bounds' labels
/// (caption, secondary) flank 6 points away, and the current value's label (caption, secondary)
/// below it; 4 points between the rows. The bar takes the width offered.
struct LinearGaugeLook: View {
    /// The bar's height.
    static let barHeight: CGFloat = 6

    let track: ResolvedGauge
    let label: [ResolvedNode]
    let configuration: GaugeStyleConfiguration

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if !label.isEmpty {
                label.views
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(.caption).foregroundStyle(.secondary)
                }
                GaugeTrack(gauge: track)
                    .frame(height: Self.barHeight)
                    .accessibilityLabel(label.accessibleText ?? "Gauge")
                if let maximum = configuration.maximumValueLabel {
                    maximum.font(.caption).foregroundStyle(.secondary)
                }
            }
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
