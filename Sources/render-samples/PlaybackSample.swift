import ContainerUI

// Seed 002: the UIKit Playback settings screen rebuilt with StackView.

extension Color {
    static let offBlack = Color(red: 0.11, green: 0.11, blue: 0.12)
}

/// The seed's `RowView(text, colorText, fontText, isOn)`.
struct RowView: View {
    let text: String
    let colorText: Color
    let fontText: CGFloat
    let isOn: Bool

    init(_ text: String, _ colorText: Color, _ fontText: CGFloat, _ isOn: Bool) {
        self.text = text
        self.colorText = colorText
        self.fontText = fontText
        self.isOn = isOn
    }

    var body: some View {
        Toggle(isOn: .constant(isOn)) {
            Text(text)
                .font(.system(size: fontText))
                .foregroundColor(colorText)
        }
        .frame(height: 31)
    }
}

/// The seed's `CrossfadeView`: a title and a slider between its end labels.
struct CrossfadeView: View {
    @State private var seconds = 4.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Crossfade").font(.system(size: 17)).foregroundColor(.white)
            HStack {
                Text("0s").font(.system(size: 14)).foregroundColor(.gray)
                Slider(value: $seconds, in: 0...12, step: 1) { Text("Crossfade") }
                Text("12s").font(.system(size: 14)).foregroundColor(.gray)
            }
        }
    }
}

/// The screen: six arranged views, vertical, fill, spacing 20, margins 16, in dark.
struct PlaybackSettings: View {
    var body: some View {
        StackView(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 20,
            isLayoutMarginsRelativeArrangement: true,
            directionalLayoutMargins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        ) {
            RowView("Offline", .white, 17, false)
            Text("When you go offline, you'll only be able to play the music and podcasts you've downloaded.")
                .font(.system(size: 14)).foregroundColor(.gray)
            CrossfadeView()
            RowView("Gappless Playback", .white, 17, true)
            RowView("Hide Unplayable Songs", .white, 17, true)
            RowView("Ennable Audio Normalization", .white, 17, true)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color.offBlack)
        .environment(\.colorScheme, .dark)
    }
}
