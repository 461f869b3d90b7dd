import ContainerUI

/// A ride's status as VoiceOver reads it: a driver card that is one accessibility element
/// (its children combined, contained or ignored for its own label), an arrival time with a value,
/// a call button with a hint and identifier, and a rating read as a value instead of its stars;
/// optionally the call button is reached first (`accessibilitySortPriority`).
struct AccessibleCardsExample: View {
    var children = "combine"
    var hints = true
    var callFirst = false

    private var behavior: AccessibilityChildBehavior {
        switch children {
        case "contain": .contain
        case "ignore": .ignore
        default: .combine
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Image(systemName: "person.circle")
                    .font(.largeTitle)
                    .foregroundStyle(.blue)
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Maria").font(.headline)
                    Text("Grey Prius").font(.subheadline)
                }
                Spacer()
            }
            .padding(12)
            .background(.quaternary, in: .rect(cornerRadius: 12))
            .accessibilityElement(children: behavior)
            .modifier(DriverLabel(applies: behavior == .ignore))
            .accessibilityIdentifier("driver-card")

            HStack {
                Text("Arriving")
                Spacer()
                Text("4 min").monospacedDigit().bold()
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Arriving")
            .accessibilityValue("in 4 minutes")

            HStack(spacing: 4) {
                ForEach(0..<5) { index in
                    Image(systemName: index < 4 ? "star.fill" : "star").foregroundStyle(.orange)
                }
                Text("4.0").foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Driver rating")
            .accessibilityValue("4 out of 5 stars")

            Button {} label: {
                Label("Call Maria", systemImage: "phone")
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("call-driver")
            .modifier(OptionalHint(hint: hints ? "Opens the phone to call your driver" : nil))
            .accessibilitySortPriority(callFirst ? 1 : 0)
        }
        .padding()
    }
}

/// The driver card's own label, which an element that ignores its children needs.
private struct DriverLabel: ViewModifier {
    var applies: Bool

    func body(content: Content) -> some View {
        if applies {
            content.accessibilityLabel("Your driver, Maria, grey Prius")
        } else {
            content
        }
    }
}

/// A hint when the example's parameter asks for one.
private struct OptionalHint: ViewModifier {
    var hint: String?

    func body(content: Content) -> some View {
        if let hint {
            content.accessibilityHint(hint)
        } else {
            content
        }
    }
}
