import ContainerUI
import Foundation

/// Section headers of standard and increased prominence, and a grouped list's section
/// separators: tinted, tinted on one edge, and hidden on one edge.
struct SectionDecorationSample: View {
    var body: some View {
        VStack(spacing: 0) {
            List {
                Section("Standard header") { Text("Row") }
                Section("Prominent header") { Text("Row") }.headerProminence(.increased)
            }
            .frame(height: 240)
            List {
                Section("Tinted separators") { Text("One"); Text("Two") }
                    .listSectionSeparatorTint(.red)
                Section("Bottom tinted, top hidden") { Text("Three") }
                    .listSectionSeparatorTint(.blue, edges: .bottom)
                    .listSectionSeparator(.hidden, edges: .top)
            }
            .listStyle(.grouped)
            .frame(height: 320)
        }
    }
}
