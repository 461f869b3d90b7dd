import ContainerUI
import Foundation

/// Custom content: a pet's card combined into one element whose breed is read with it (high
/// importance) and whose age and weight follow its hint; a button with an entry of its own; a
/// text, which has no role, reading its entry after its content.
struct AccessibilityCustomContentSample: View {
    private static let weight = AccessibilityCustomContentKey("Weight", id: "weight")

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "heart.fill").font(.title).foregroundStyle(.pink).accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Rex").font(.headline)
                    Text("Ready for a home").font(.subheadline)
                }
            }
            .padding(12)
            .background(.quaternary, in: .rect(cornerRadius: 10))
            .accessibilityElement(children: .combine)
            .accessibilityHint("Opens Rex's profile")
            .accessibilityCustomContent("Breed", "Beagle", importance: .high)
            .accessibilityCustomContent("Age", Text("3 years"))
            .accessibilityCustomContent(Self.weight, "12 kg")
            Button("Adopt Rex") {}
                .buttonStyle(.borderedProminent)
                .accessibilityCustomContent("Fee", "120 euros", importance: .high)
            Text("Vaccinated")
                .accessibilityCustomContent("Last visit", "October 2026")
        }
        .padding()
    }
}
