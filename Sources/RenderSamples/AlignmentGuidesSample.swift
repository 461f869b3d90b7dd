import ContainerUI

extension HorizontalAlignment {
    /// Where the sample's values start.
    private enum SampleValues: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The line the sample's values start on.
    static let sampleValues = HorizontalAlignment(SampleValues.self)
}

/// A custom layout stacking its subviews at its leading edge; its leading guide is `indent`
/// points right of its edge, and its other guides are its subviews' (the default
/// `explicitAlignment`).
private struct IndentingColumn: Layout {
    var indent: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading && indent != 0 ? bounds.minX - indent : nil
    }
}

/// `alignmentGuide` on a custom alignment across rows, on `.leading` in a stack, and on a
/// `ZStack`'s corner; a custom layout's `explicitAlignment` on `.leading`, and its subviews'
/// first baseline (the default) in a baseline-aligned row.
struct AlignmentGuidesSample: View {
    var body: some View {
        VStack(spacing: 16) {
            VStack(alignment: .sampleValues, spacing: 8) {
                HStack { Text("From").foregroundStyle(.secondary); Text("Ana").alignmentGuide(.sampleValues) { d in d[.leading] } }
                HStack { Text("Subject").foregroundStyle(.secondary); Text("Ridge walk").alignmentGuide(.sampleValues) { d in d[.leading] } }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Agenda").font(.headline)
                Text("Indented by 16").alignmentGuide(.leading) { d in d[.leading] - 16 }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Steps").font(.headline)
                IndentingColumn(indent: 24) { Text("Indented by its layout"); Text("explicitAlignment") }
            }
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("Due").font(.headline)
                IndentingColumn { Text("Friday").font(.title); Text("at noon").font(.caption) }
            }
            ZStack(alignment: .topTrailing) {
                Image(systemName: "bell").font(.title).frame(width: 44, height: 44)
                Text("3")
                    .font(.caption)
                    .foregroundStyle(.white)
                    .padding(4)
                    .background(Color.red, in: Circle())
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            }
        }
        .padding()
    }
}
