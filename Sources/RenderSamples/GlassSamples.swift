import ContainerUI
import Foundation

/// iOS 26's Liquid Glass over a colourful background: glass buttons (regular, clear, tinted,
/// prominent), `glassEffect` in its default capsule and in a rounded rectangle, tinted glass,
/// and a `GlassEffectContainer` of tool buttons.
struct GlassSample: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 20) {
                Text("Liquid Glass")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 24)
                    .padding(.vertical, 12)
                    .glassEffect()
                HStack(spacing: 12) {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Clear") {}.buttonStyle(.glass(.clear))
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                }
                VStack(alignment: .leading, spacing: 6) {
                    Text("In a rounded rectangle").font(.headline)
                    Text("Regular glass, blurred and saturated over the gradient.").font(.subheadline)
                }
                .padding()
                .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 20))
                Text("Tinted and interactive")
                    .foregroundStyle(.white)
                    .padding()
                    .glassEffect(.regular.tint(.green).interactive())
                GlassEffectContainer(spacing: 16) {
                    HStack(spacing: 16) {
                        ForEach(["pencil", "paintbrush", "scissors", "trash"], id: \.self) { name in
                            Image(systemName: name)
                                .font(.title2)
                                .frame(width: 52, height: 52)
                                .glassEffect()
                        }
                    }
                }
            }
            .padding()
        }
    }
}
