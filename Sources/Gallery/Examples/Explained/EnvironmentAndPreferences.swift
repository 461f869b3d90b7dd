import ContainerUI

/// Environment flows down, preferences flow up: `Panel` sets the foreground style and font for
/// everything inside it, and reads the captions its content prefers, merged in view-tree order,
/// to draw its title bar.
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
        .foregroundStyle(tint)
        .font(.title3)
        .overlayPreferenceValue(CaptionKey.self, alignment: .top) { caption in
            Text(caption.isEmpty ? "No caption" : caption)
                .font(.headline)
                .padding(12)
        }
        .background(Color.gray.opacity(0.15), in: .rect(cornerRadius: 12))
    }
}

struct EnvironmentAndPreferencesExample: View {
    var tint = "rust"
    var captions = 2

    var body: some View {
        Panel(tint: tint == "rust" ? Color(red: 0.6, green: 0.25, blue: 0.05)
                  : tint == "teal" ? Color(red: 0, green: 0.4, blue: 0.45) : Color(red: 0.25, green: 0.2, blue: 0.6)) {
            Label("Styled from above", systemImage: "paintbrush")
                .preference(key: CaptionKey.self, value: captions > 0 ? "Settings" : "")
            Text("Every view inside inherits the panel's style")
                .preference(key: CaptionKey.self, value: captions > 1 ? "Sound" : "")
            Text("unless it sets its own")
                .foregroundStyle(.secondary)
        }
    }
}
