import ContainerUI
import Foundation

/// Every placement of `safeAreaInset`: a scroll view under a top and a bottom bar, a side rail
/// beside padded content, and two insets stacked at one edge.
struct SafeAreaInsetSample: View {
    var body: some View {
        VStack(spacing: 16) {
            ScrollView {
                ForEach(1...12, id: \.self) { Text("Scrolled line \($0)") }
            }
            .safeAreaInset(edge: .top, spacing: 0) {
                Text("Pinned header").bold().frame(maxWidth: .infinity).padding(8).background(.bar)
            }
            .safeAreaInset(edge: .bottom, alignment: .trailing) {
                Button("Done") {}.buttonStyle(.borderedProminent).padding(8)
            }
            .frame(height: 240)
            Text("Content beside a rail")
                .frame(maxWidth: .infinity, alignment: .leading)
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 12) {
                    Image(systemName: "star").accessibilityLabel("Favourite")
                }
            Color.gray.opacity(0.2)
                .frame(height: 60)
                .safeAreaInset(edge: .bottom, spacing: 0) { Text("Inner inset") }
                .safeAreaInset(edge: .bottom, spacing: 4) { Text("Outer inset") }
        }
        .padding()
    }
}
