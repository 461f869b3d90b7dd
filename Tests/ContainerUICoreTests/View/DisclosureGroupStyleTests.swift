import ContainerUI
import Foundation
import Testing

@Suite struct DisclosureGroupStyleTests {
    /// A plus or minus before the label, the content below while expanded, 6 apart.
    struct PlusMinusStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: configuration.isExpanded ? "minus.circle" : "plus.circle")
                    configuration.label
                }
                if configuration.isExpanded {
                    configuration.content
                }
            }
        }
    }

    /// Keeps the configuration it was given, so that a test can use its binding.
    final class Captured: @unchecked Sendable {
        var configuration: DisclosureGroupStyleConfiguration?
    }

    struct CapturingStyle: DisclosureGroupStyle {
        let captured: Captured
        func makeBody(configuration: Configuration) -> some View {
            captured.configuration = configuration
            return configuration.label
        }
    }

    @Test func theAutomaticStyleIsTheLabelWithAChevronThenTheContentWhileExpanded() {
        let collapsed = DisclosureGroup("Advanced") { Text("Proxy") }
        #expect(resolve(collapsed).root.dump() == resolve(collapsed.disclosureGroupStyle(.automatic)).root.dump())
        let dump = resolve(collapsed).root.dump()
        #expect(dump.contains("chevron.right") && !dump.contains("Proxy"), "\(dump)")
        let open = resolve(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Proxy") }).root.dump()
        #expect(open.contains("chevron.down") && open.contains("Proxy"), "\(open)")
    }

    @Test func aUserStyleSeesTheGroupsExpandedState() {
        let open = resolve(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Proxy") }.disclosureGroupStyle(PlusMinusStyle())).root.dump()
        #expect(open.contains("minus.circle") && open.contains("Proxy") && !open.contains("chevron"), "\(open)")
        let closed = resolve(DisclosureGroup("Advanced") { Text("Proxy") }.disclosureGroupStyle(PlusMinusStyle())).root.dump()
        #expect(closed.contains("plus.circle") && !closed.contains("Proxy"), "\(closed)")
    }

    @Test func theConfigurationsBindingIsTheGroups() throws {
        let storage = Captured()
        var expanded = false
        let binding = Binding(get: { expanded }, set: { expanded = $0 })
        _ = resolve(DisclosureGroup("Advanced", isExpanded: binding) { Text("Proxy") }.disclosureGroupStyle(CapturingStyle(captured: storage)))
        let configuration = try #require(storage.configuration)
        #expect(configuration.isExpanded == false)
        configuration.isExpanded = true
        #expect(expanded, "setting the configuration's value sets the group's binding")
    }

    @Test func aStyleSetOutsideReachesNestedGroupsAndAnInnerStyleWins() {
        let outline = DisclosureGroup("Network", isExpanded: .constant(true)) {
            DisclosureGroup("Wi-Fi", isExpanded: .constant(true)) { Text("Home") }
            DisclosureGroup("VPN") { Text("Work") }.disclosureGroupStyle(.automatic)
        }
        let root = resolve(outline.disclosureGroupStyle(PlusMinusStyle())).root
        #expect(root.verticalStacks(spacing: 6).count == 2, "the outer and Wi-Fi groups are drawn by the style")
        let dump = root.dump()
        #expect(dump.contains("Home") && dump.contains("chevron.right") && !dump.contains("Work"), "\(dump)")
    }
}
