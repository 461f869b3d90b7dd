import ContainerUI

/// A music library's header, written with iOS 17 and 18 APIs: a mesh gradient behind it, the
/// chosen section of a row of tabs underlined by an anchor preference (the tab reports its
/// bounds, the row draws the line where a `GeometryReader` finds them), a rating with an inline
/// symbol, and a tint mixed from two colours.
struct NowPlayingExample: View {
    var chosen = 1
    var colorScheme = "light"

    private static let sections = ["Songs", "Albums", "Artists", "Playlists"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Library")
                    .font(.largeTitle.bold())
                Text("\(Image(systemName: "star.fill")) 4.8 · 1,204 songs")
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.7, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [.indigo, .purple, .pink, .blue, .indigo, .purple, .teal, .blue, .indigo])
            }
            .clipShape(RoundedRectangle(cornerRadius: 20))
            HStack(spacing: 20) {
                ForEach(Self.sections.indices, id: \.self) { index in
                    Text(Self.sections[index])
                        .font(.headline)
                        .foregroundStyle(index == chosen ? .primary : .secondary)
                        .anchorPreference(key: ChosenTabKey.self, value: .bounds) { index == chosen ? $0 : nil }
                }
            }
            .overlayPreferenceValue(ChosenTabKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let bounds = proxy[anchor]
                        Capsule()
                            .fill(Color.blue.mix(with: .purple, by: 0.4))
                            .frame(width: bounds.width, height: 3)
                            .offset(x: bounds.minX, y: bounds.maxY + 4)
                    }
                }
            }
            Text("Recently added")
                .font(.title3.bold())
                .underline(pattern: .dot)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, colorScheme == "dark" ? .dark : .light)
    }
}

/// The bounds of the chosen tab, which the tab row underlines.
private struct ChosenTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}
