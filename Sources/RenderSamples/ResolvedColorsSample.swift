import ContainerUI

/// iOS 17's resolved colours as apps compute with them: a row reads its environment, resolves
/// teal in it and lightens it step by step in linear light (in each appearance, on its
/// background), and an iOS 18 mesh gradient takes colours resolved once, so it is the same in
/// both appearances.
struct ResolvedColorsSample: View {
    var body: some View {
        VStack(spacing: 8) {
            ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
                LightenedSteps(base: .teal)
                    .padding(4).background(Color(.systemBackground)).environment(\.colorScheme, scheme)
            }
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], resolvedColors: [
                Color.Resolved(red: 0.1, green: 0.2, blue: 0.6), Color.Resolved(red: 0.9, green: 0.3, blue: 0.5),
                Color.Resolved(colorSpace: .displayP3, red: 0.2, green: 0.8, blue: 0.6), Color.Resolved(red: 1, green: 0.9, blue: 0.6),
            ])
            .frame(height: 80)
        }
        .padding()
    }
}

/// Five steps from a colour as the environment resolves it towards white.
private struct LightenedSteps: View {
    let base: Color
    @Environment(\.self) private var environment

    var body: some View {
        let resolved = base.resolve(in: environment)
        HStack(spacing: 2) {
            ForEach(0..<5, id: \.self) { step in
                Rectangle().fill(Self.mixedWithWhite(resolved, by: Float(step) / 5)).frame(height: 30)
            }
        }
    }

    /// `color` mixed with white by `fraction`, in linear light.
    private static func mixedWithWhite(_ color: Color.Resolved, by fraction: Float) -> Color.Resolved {
        var mixed = color
        mixed.linearRed += (1 - color.linearRed) * fraction
        mixed.linearGreen += (1 - color.linearGreen) * fraction
        mixed.linearBlue += (1 - color.linearBlue) * fraction
        return mixed
    }
}
