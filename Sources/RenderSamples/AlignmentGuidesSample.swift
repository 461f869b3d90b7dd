import ContainerUI

extension HorizontalAlignment {
    /// Where the sample's values start.
    private enum SampleValues: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    /// The line the sample's values start on.
    static let sampleValues = HorizontalAlignment(SampleValues.self)
}

/// `alignmentGuide` on a custom alignment across rows, on `.leading` in a stack, and on a
/// `ZStack`'s corner.
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
