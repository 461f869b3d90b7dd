import ContainerUI

/// A toggle drawn as a checkbox: a user's `ToggleStyle`.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .foregroundStyle(.tint)
            configuration.label
        }
    }
}

/// A player's controls in a form: buttons in the chosen built-in style, control size and sizing
/// (flexible ones share the row), a toggle as a switch and as a checkbox.
struct ButtonStylesExample: View {
    var style = "bordered"
    var size = "regular"
    var sizing = "automatic"
    @State private var shuffle = true
    @State private var repeats = false

    var body: some View {
        Form {
            Section("Playback") {
                HStack {
                    Button("Play", systemImage: "play.fill") {}
                    Button("Pause", systemImage: "pause.fill") {}
                }
                .modifier(ButtonLook(style: style))
                .controlSize(controlSize)
                Button("Clear the queue", role: .destructive) {}
                    .modifier(ButtonLook(style: style))
                    .controlSize(controlSize)
                Toggle("Shuffle", isOn: $shuffle)
                Toggle("Repeat", isOn: $repeats).toggleStyle(CheckboxToggleStyle())
            }
            .buttonSizing(buttonSizing)
        }
    }

    private var buttonSizing: ButtonSizing {
        switch sizing {
        case "fitted": .fitted
        case "flexible": .flexible
        default: .automatic
        }
    }

    private var controlSize: ControlSize {
        switch size {
        case "small": .small
        case "large": .large
        default: .regular
        }
    }
}

/// `buttonStyle` with a style named at run time.
private struct ButtonLook: ViewModifier {
    var style: String

    func body(content: Content) -> some View {
        switch style {
        case "borderedProminent": content.buttonStyle(.borderedProminent)
        case "plain": content.buttonStyle(.plain)
        case "automatic": content.buttonStyle(.automatic)
        default: content.buttonStyle(.bordered)
        }
    }
}
