import ContainerUI
import Foundation

/// Small scene modifiers as SwiftUI code writes them: `scenePadding` (16 points, shown against
/// a coloured background), variable-value symbols (drawn whole), and a view that defers the
/// system's edge gestures (drawn as is).
struct ScenePaddingSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Scene padding on every edge")
                .scenePadding()
                .background(.yellow.opacity(0.3))
            Text("Horizontal scene padding")
                .scenePadding(.minimum, edges: .horizontal)
                .background(.mint.opacity(0.3))
            HStack(spacing: 16) {
                Image(systemName: "wifi", variableValue: 0.3)
                Image(systemName: "speaker.wave.2", variableValue: 0.6)
            }
            .font(.title)
            Color.blue.opacity(0.2)
                .frame(height: 40)
                .overlay(Text("Defers system gestures"))
                .defersSystemGestures(on: .vertical)
        }
        .padding()
    }
}
