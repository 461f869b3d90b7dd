import ContainerUI
import Foundation

/// Accessibility details: a rating that ignores its children for its own label, value and hint;
/// a combined card with an identifier; a containing group with a control; a hinted button; a
/// slider's value text; a value with no name to join; a labelled image with a value.
struct AccessibilitySample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 4) {
                Image(systemName: "star.fill").foregroundStyle(.orange)
                Text("4.5")
                Text("(128 reviews)").foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("4.5 of 5 stars")
            .accessibilityHint("Opens the reviews")
            VStack(alignment: .leading) {
                Text("Battery").font(.headline)
                Text("75%")
            }
            .padding(8)
            .background(.quaternary, in: .rect(cornerRadius: 8))
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("battery-card")
            VStack(alignment: .leading) {
                Text("Network")
                Toggle("Wi-Fi", isOn: .constant(true))
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Network settings")
            Button("Delete", role: .destructive) {}
                .accessibilityHint("Removes the photo")
                .accessibilityIdentifier("delete-photo")
            Slider(value: .constant(0.6)) { Text("Volume") }
                .accessibilityValue("Loud")
            Text("Downloads").accessibilityValue("3 items")
            Image(systemName: "wifi").accessibilityLabel("Wi-Fi").accessibilityValue("Connected")
        }
        .padding()
    }
}
