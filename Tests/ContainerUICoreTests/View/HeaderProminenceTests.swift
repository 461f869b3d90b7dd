import ContainerUI
import Foundation
import Testing

/// `headerProminence(_:)` is an environment value that a `Section` records when it resolves, so
/// that the list drawing it knows how to draw its header.
@Suite struct HeaderProminenceTests {
    @Test func aSectionRecordsTheProminenceOfItsEnvironment() {
        let tree = resolve(List {
            Section("Standard") { Text("A") }
            Section("Increased") { Text("B") }.headerProminence(.increased)
        })
        #expect(tree.dump() == """
        Root
          List
            Section(header: 1, footer: 0)
              Text("Standard")
              Text("A")
            Section(header: 1, footer: 0, increased)
              Text("Increased")
              Text("B")
        """)
    }

    @Test func theListsProminenceReachesEverySectionAndAnInnerOneWins() {
        let tree = resolve(List {
            Section("One") { Text("A") }
            Section("Two") { Text("B") }.headerProminence(.standard)
        }.headerProminence(.increased))
        let prominences = tree.root.children[0].children.map { node -> Prominence? in
            if case .section(let section) = node.kind { section.headerProminence } else { nil }
        }
        #expect(prominences == [.increased, .standard])
    }

    @Test func theEnvironmentValueDefaultsToStandardAndReadsBack() {
        #expect(EnvironmentValues().headerProminence == .standard)
        struct Reader: View {
            @Environment(\.headerProminence) var prominence
            var body: some View { Text(prominence == .increased ? "increased" : "standard") }
        }
        let tree = resolve(Reader().headerProminence(.increased))
        #expect(tree.dump().contains(#"Text("increased")"#))
    }
}
