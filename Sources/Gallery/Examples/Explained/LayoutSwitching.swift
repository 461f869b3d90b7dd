import ContainerUI

/// A now-playing card whose artwork, titles and controls change arrangement without becoming
/// other views: one `AnyLayout`, chosen from a row, a column, a grid or a custom layout, lays
/// out the same three subviews, so they keep their ids (and, in an app, their state).
struct LayoutSwitchingExample: View {
    var arrangement = "horizontal"

    /// The layout for `arrangement`; every branch is an `AnyLayout`, so the content below is
    /// one view whichever is taken.
    private var layout: AnyLayout {
        switch arrangement {
        case "vertical": AnyLayout(VStackLayout(spacing: 12))
        case "grid": AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12))
        case "custom": AnyLayout(IdealRow(spacing: 12))
        default: AnyLayout(HStackLayout(spacing: 12))
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Now Playing")
                .font(.title2.bold())
            layout {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 64, height: 64)
                    .overlay { Image(systemName: "music.note").font(.title).foregroundStyle(.white) }
                    .clipShape(.rect(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Blue in Green")
                        .font(.headline)
                    Text("Miles Davis")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                HStack(spacing: 20) {
                    Button {} label: { Image(systemName: "backward.fill") }
                        .accessibilityLabel("Previous")
                    Button {} label: { Image(systemName: "pause.fill") }
                        .accessibilityLabel("Pause")
                    Button {} label: { Image(systemName: "forward.fill") }
                        .accessibilityLabel("Next")
                }
                .font(.title3)
            }
            .padding(16)
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
            Text("Arranged \(arrangement == "custom" ? "by a custom layout" : arrangement == "grid" ? "in a grid" : arrangement)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(16)
    }
}

/// A row at its ideal size, whatever it is offered: a custom layout that hands the work to
/// `HStackLayout`, proposing it nothing, as SwiftUI code composes layouts.
private struct IdealRow: Layout {
    var spacing: CGFloat

    /// A row: spacers and dividers among its subviews lie as in an `HStack`.
    static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        HStackLayout(spacing: spacing).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout(spacing: spacing).placeSubviews(in: bounds, proposal: .unspecified, subviews: subviews, cache: &cache)
    }
}
