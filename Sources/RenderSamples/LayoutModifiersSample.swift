import ContainerUI

/// `ViewThatFits` along both axes and along one, `position`, and a `Grid` with unsized and
/// anchored cells.
struct LayoutModifiersSample: View {
    var body: some View {
        VStack(spacing: 16) {
            ViewThatFits(in: .horizontal) {
                HStack { Label("Compose", systemImage: "square.and.pencil"); Label("Send", systemImage: "paperplane") }
                HStack {
                    Image(systemName: "square.and.pencil").accessibilityLabel("Compose")
                    Image(systemName: "paperplane").accessibilityLabel("Send")
                }
            }
            ViewThatFits {
                Text("A title that takes a whole line or more at this width")
                Text("A short title")
            }
            Image(systemName: "bell")
                .font(.title)
                .frame(width: 44, height: 44)
                .overlay {
                    Circle().fill(Color.red).frame(width: 10, height: 10).position(x: 38, y: 6)
                }
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow { Text("Name").bold(); Text("Score").bold() }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("Ada\nLovelace"); Image(systemName: "star.fill").gridCellAnchor(.topTrailing) }
                GridRow { Text("Level"); Color.green.frame(height: 6).gridCellUnsizedAxes(.horizontal) }
            }
        }
        .padding()
    }
}
