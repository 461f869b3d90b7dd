/// The circular styles' layout, 60 points square: the ring (6 points wide) fills it; in its
/// middle the current value's label (else the label) in 17-point medium type, on one line. The
/// open ring's gap at the bottom holds the bounds' labels at its ends, or else the label when
/// the middle shows the current value, in 10-point medium type.
struct CircularGaugeLook: View {
    /// The side of the square the ring fills.
    static let side: CGFloat = 60
    /// The type of the label in the middle.
    static let middleFont = Font.system(size: 17, weight: .medium)
    /// The type of the labels in the gap.
    static let boundsFont = Font.system(size: 10, weight: .medium)

    let track: ResolvedGauge
    let label: [ResolvedNode]
    let configuration: GaugeStyleConfiguration

    var body: some View {
        ZStack {
            GaugeTrack(gauge: track).accessibilityLabel(label.accessibleText ?? "Gauge")
            middle
                .font(Self.middleFont)
                .lineLimit(1)
                .padding(.horizontal, 8)
            if track.look == .accessoryCircular {
                gap
            }
        }
        .frame(width: Self.side, height: Self.side)
    }

    @ViewBuilder private var middle: some View {
        if let current = configuration.currentValueLabel {
            current
        } else {
            label.views
        }
    }

    @ViewBuilder private var gap: some View {
        let minimum = configuration.minimumValueLabel, maximum = configuration.maximumValueLabel
        if minimum != nil || maximum != nil {
            // Each label has the gap's whole width, at its own end, so that neither is cut
            // for the other's sake.
            ZStack {
                if let minimum { minimum.frame(maxWidth: .infinity, alignment: .leading) }
                if let maximum { maximum.frame(maxWidth: .infinity, alignment: .trailing) }
            }
            .font(Self.boundsFont)
            .lineLimit(1)
            .padding(.horizontal, 10)
            .frame(maxHeight: .infinity, alignment: .bottom)
        } else if configuration.currentValueLabel != nil {
            label.views
                .frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
