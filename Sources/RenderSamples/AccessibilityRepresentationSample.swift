import ContainerUI
import Foundation

/// `accessibilityRepresentation`: controls drawn with shapes that screen readers meet as the
/// toggle, slider and button they stand for.
struct AccessibilityRepresentationSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("Wi-Fi")
                Spacer()
                ZStack(alignment: .trailing) {
                    Capsule().fill(.green).frame(width: 51, height: 31)
                    Circle().fill(.white).frame(width: 27, height: 27).padding(2)
                }
                .accessibilityRepresentation {
                    Toggle("Wi-Fi", isOn: .constant(true))
                }
            }
            HStack(spacing: 4) {
                ForEach(0..<5) { index in
                    Image(systemName: index < 3 ? "star.fill" : "star").foregroundStyle(.orange)
                }
            }
            .accessibilityRepresentation {
                Slider(value: .constant(3.0), in: 0...5, step: 1) { Text("Rating") }
            }
            Text("Continue")
                .foregroundStyle(.white)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Color(red: 0.0, green: 0.3, blue: 0.7), in: Capsule())
                .accessibilityRepresentation {
                    Button("Continue") {}
                }
        }
        .padding()
    }
}
