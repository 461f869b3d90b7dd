// Seed 002, a UIKit settings screen built from RowViews in a UIStackView, rebuilt with
// ContainerUI's StackView: the same axis, distribution, alignment, spacing and margins.
import ContainerUI
import Testing

extension Color {
    static let offBlack = Color(red: 0.11, green: 0.11, blue: 0.12)
}

/// The seed's `RowView(text, colorText, fontText, isOn)`: a label and a switch on one line,
/// 31 points tall like its intrinsic content size.
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

/// The seed's `CrossfadeView`: a title and a slider between its two end labels.
struct CrossfadeView: View {
    @State private var seconds = 0.0

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

func makeLabel(_ text: String, _ color: Color, _ size: CGFloat) -> some View {
    Text(text).font(.system(size: size)).foregroundColor(color)
}

struct PlaybackSettings: View {
    var body: some View {
        let offlineLabel = RowView("Offline", .white, 17, false)
        let descriptionLabel = makeLabel("When you go offline, you'll only be able to play the music and podcasts you've downloaded.", .gray, 14)
        let playback = RowView("Gappless Playback", .white, 17, true)
        let unplayableSongs = RowView("Hide Unplayable Songs", .white, 17, true)
        let enableAudio = RowView("Ennable Audio Normalization", .white, 17, true)
        let crossfadeView = CrossfadeView()

        StackView(
            axis: .vertical, distribution: .fill, alignment: .fill, spacing: 20,
            isLayoutMarginsRelativeArrangement: true,
            directionalLayoutMargins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        ) {
            offlineLabel
            descriptionLabel
            crossfadeView
            playback
            unplayableSongs
            enableAudio
        }
        .background(Color.offBlack)
        .environment(\.colorScheme, .dark)
    }
}

@Suite("Seed 002: the Playback screen as a StackView")
struct Seed002Tests {
    @Test("Six arranged views in a vertical fill stack, spacing 20, margins 16, in dark")
    func screen() {
        let tree = resolve(PlaybackSettings())
        #expect(tree.dump() == """
        Root
          StackView(vertical, fill, fill, spacing: 20, margins: 16) .background(rgb(0.11, 0.11, 0.12)) .colorScheme(dark)
            Toggle(isOn: false) .frame(nil×31)
              Text("Offline") font=system(17) color=white
            Text("When you go offline, you'll only be able to play the music and podcasts you've downloaded.") font=system(14) color=gray
            VStack(alignment: leading, spacing: 8)
              Text("Crossfade") font=system(17) color=white
              HStack(alignment: center, spacing: default)
                Text("0s") font=system(14) color=gray
                Slider(0 in 0...12 step 1)
                  Text("Crossfade")
                Text("12s") font=system(14) color=gray
            Toggle(isOn: true) .frame(nil×31)
              Text("Gappless Playback") font=system(17) color=white
            Toggle(isOn: true) .frame(nil×31)
              Text("Hide Unplayable Songs") font=system(17) color=white
            Toggle(isOn: true) .frame(nil×31)
              Text("Ennable Audio Normalization") font=system(17) color=white
        """)
    }

    @Test("StackView defaults are UIKit's")
    func defaults() {
        let tree = resolve(StackView { Text("a") })
        #expect(tree.topLevel == ["StackView(horizontal, fill, fill, spacing: 0)"])
    }
}
