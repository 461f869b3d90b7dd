import ContainerUI

extension ContainerValues {
    @Entry var swatchName: String = "none"
}

/// Container values stop at the nearest container: `SwatchList` reads `swatchName` from each of
/// its subviews, but a value written inside a `VStack` belongs to the `VStack`'s subview, so
/// `SwatchList` never sees it.
struct SwatchList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 12) {
                    subview
                        .frame(minWidth: 140, alignment: .leading)
                    Text("swatchName: \(subview.containerValues.swatchName)")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}

struct NearestContainerExample: View {
    var wrapsInVStack = true

    var body: some View {
        SwatchList {
            Text("Red").containerValue(\.swatchName, "red")
            if wrapsInVStack {
                VStack {
                    Text("Blue, in a VStack").containerValue(\.swatchName, "blue")
                }
            } else {
                Text("Blue").containerValue(\.swatchName, "blue")
            }
            Text("Plain")
        }
    }
}
