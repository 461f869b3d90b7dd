import ContainerUI
import Foundation

/// The container and progress styles' looks, in the light and the dark: bars with and without a
/// value and with a current value's label, spinners with and without one, a columns form, and a
/// user's group box and disclosure group styles.
struct ContainerStylesSample: View {
    var body: some View {
        VStack(spacing: 0) {
            StyledContainers()
            StyledContainers().background(.background).environment(\.colorScheme, .dark)
        }
    }
}

private struct StyledContainers: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ProgressView("Waiting for <network> & power").progressViewStyle(.linear)
            ProgressView("Tinted, waiting").progressViewStyle(.linear).tint(.orange)
            ProgressView(value: 3, total: 8) { Text("Copying") } currentValueLabel: { Text("3 of 8 files") }
            HStack(spacing: 12) {
                ProgressView(value: 0.4).progressViewStyle(.circular)
                Text("A spinner though the value is known")
            }
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    LabeledContent("Email address", value: "ada@example.com")
                }
                Toggle("Sync", isOn: .constant(true))
            }
            .formStyle(.columns)
            GroupBox("Card") {
                DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Shown by the style") }
                    .disclosureGroupStyle(BulletDisclosureStyle())
            }
            .groupBoxStyle(OutlinedGroupBoxStyle())
        }
        .padding()
    }
}

/// A group box outlined in the tint, its label in bold.
private struct OutlinedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.body.bold())
            configuration.content
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(.tint, lineWidth: 1) }
    }
}

/// A disclosure group with a bullet that is filled while expanded.
private struct BulletDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: configuration.isExpanded ? "circle.fill" : "circle")
                configuration.label
            }
            if configuration.isExpanded { configuration.content.padding(.leading, 24) }
        }
    }
}
