import ContainerUI
import Foundation

/// iOS 26's list additions: a plain list of cities with a section index at its trailing edge, and
/// an inset grouped list whose first section's margins reach the list's edges and whose rows
/// set only their leading inset.
struct SectionIndexSample: View {
    private let cities: [(letter: String, names: [String])] = [
        ("A", ["Amsterdam", "Athens", "Auckland"]), ("B", ["Berlin", "Bogotá", "Brussels"]),
        ("C", ["Cairo", "Cape Town", "Copenhagen"]), ("D", ["Dakar", "Delhi", "Dublin"]),
    ]

    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach(cities, id: \.letter) { group in
                    Section(group.letter) {
                        ForEach(group.names, id: \.self) { Text($0) }
                    }
                    .sectionIndexLabel(group.letter)
                }
            }
            .listStyle(.plain)
            .frame(height: 420)
            List {
                Section("Edge to edge") {
                    Text("Section margins of 0 at the sides")
                    Text("Leading row inset of 40").listRowInsets(.leading, 40)
                }
                .listSectionMargins(.horizontal, 0)
                Section("Default margins") {
                    Text("The style's 20 points")
                }
            }
            .frame(height: 340)
        }
    }
}
