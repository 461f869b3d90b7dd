import ContainerUI

/// Seed 002: UIKit's Playback settings screen — `RowView`s in a vertical `UIStackView` — rebuilt
/// with ContainerUI's `StackView`, same distribution, spacing and margins.
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

struct CrossfadeView: View {
    var colorText: Color
    @State private var seconds = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Crossfade").font(.system(size: 17)).foregroundColor(colorText)
            HStack {
                Text("0s").font(.system(size: 14)).foregroundColor(.gray)
                Slider(value: $seconds, in: 0...12, step: 1) { Text("Crossfade") }
                Text("12s").font(.system(size: 14)).foregroundColor(.gray)
            }
        }
    }
}

func makeLabel(_ text: String, _ color: Color, _ size: CGFloat) -> some View {
    Text(text).font(.system(size: size)).foregroundColor(color)
}

struct PlaybackSettings: View {
    var colorScheme: ColorScheme = .dark
    var spacing: CGFloat = 20
    var margin: CGFloat = 16

    var body: some View {
        let textColor: Color = colorScheme == .dark ? .white : .black
        let offlineLabel = RowView("Offline", textColor, 17, false)
        let descriptionLabel = makeLabel("When you go offline, you'll only be able to play the music and podcasts you've downloaded.", .gray, 14)
        let playback = RowView("Gapless Playback", textColor, 17, true)
        let unplayableSongs = RowView("Hide Unplayable Songs", textColor, 17, true)
        let enableAudio = RowView("Enable Audio Normalization", textColor, 17, true)
        let crossfadeView = CrossfadeView(colorText: textColor)

        StackView(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: spacing,
            isLayoutMarginsRelativeArrangement: true,
            directionalLayoutMargins: NSDirectionalEdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        ) {
            offlineLabel
            descriptionLabel
            crossfadeView
            playback
            unplayableSongs
            enableAudio
        }
        .background(colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white)
        .environment(\.colorScheme, colorScheme)
    }
}
