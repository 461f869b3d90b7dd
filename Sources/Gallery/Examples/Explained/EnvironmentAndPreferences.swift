import ContainerUI

/// Environment flows down, preferences flow up: `Panel` sets the tint for everything inside it,
/// and reads the caption its content prefers, merged in view-tree order, to draw its title bar.
struct CaptionKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        value = value.isEmpty ? next : next.isEmpty ? value : value + " · " + next
    }
}

struct Panel<Content: View>: View {
    var tint: Color
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content
        }
        .padding(.top, 48)
        .padding([.horizontal, .bottom])
        .tint(tint)
        .overlayPreferenceValue(CaptionKey.self, alignment: .top) { caption in
            Text(caption.isEmpty ? "No caption" : caption)
                .font(.headline)
                .padding(12)
        }
        .background(Color.gray.opacity(0.15), in: .rect(cornerRadius: 12))
    }
}

struct EnvironmentAndPreferencesExample: View {
    var tint = "orange"
    var captions = 2

    var body: some View {
        Panel(tint: tint == "orange" ? .orange : tint == "green" ? .green : .purple) {
            Toggle(isOn: .constant(true)) { Text("Tinted from above") }
                .preference(key: CaptionKey.self, value: captions > 0 ? "Settings" : "")
            Slider(value: .constant(0.6)) { Text("Volume") }
                .preference(key: CaptionKey.self, value: captions > 1 ? "Sound" : "")
            ProgressView(value: 0.3)
        }
    }
}
