import ContainerUI
import Foundation

/// iOS 26 `ConcentricRectangle`s inside a rounded container: plain concentric corners, a
/// minimum, fixed top corners, a clip; and one outside any container, at its minimum.
struct ConcentricRectangleSample: View {
    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                Text("Concentric").foregroundStyle(.white).frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color(red: 0.0, green: 0.3, blue: 0.7), in: ConcentricRectangle())
                Text("At least 20").foregroundStyle(.white).frame(maxWidth: .infinity, minHeight: 44)
                    .background(.indigo, in: ConcentricRectangle(corners: .concentric(minimum: 20), isUniform: true))
                Text("Fixed top").foregroundStyle(.white).frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color(red: 0.0, green: 0.4, blue: 0.45), in: ConcentricRectangle(uniformTopCorners: .fixed(4), uniformBottomCorners: .concentric))
                Color.orange.frame(height: 44).clipShape(.rect(corners: .concentric(minimum: 8)))
            }
            .padding(10)
            .background(.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 32))
            .containerShape(RoundedRectangle(cornerRadius: 32))
            ConcentricRectangle(corners: .concentric(minimum: 12)).fill(.green).frame(height: 44)
        }
        .padding()
    }
}
