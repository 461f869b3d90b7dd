import ContainerUI
import Foundation
import Testing

@Suite struct FormStyleTests {
    /// The standard form, tinted orange: `Form(configuration)` inside a style.
    struct TintedStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            Form(configuration).tint(.orange)
        }
    }

    /// The content in a plain column, 14 apart.
    struct ColumnStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 14) { configuration.content }
        }
    }

    private var settings: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada")
                LabeledContent("Email address", value: "ada@example.com")
            }
            Section("Sync") {
                Toggle("Photos", isOn: .constant(true))
                LabeledContent("Storage") { Text("12 GB") }
            }
        }
    }

    private func isList(_ node: ResolvedNode) -> Bool {
        if case .list = node.kind { true } else { false }
    }

    @Test func automaticAndGroupedAreTheListFormHad() throws {
        let plain = resolve(settings).root.dump()
        #expect(plain == resolve(settings.formStyle(.automatic)).root.dump())
        #expect(plain == resolve(settings.formStyle(.grouped)).root.dump())
        #expect(resolve(settings).root.nodes(where: isList).count == 1)
    }

    @Test func columnsPutLabelsTrailingInAColumnBesideTheirValues() throws {
        let root = resolve(settings.formStyle(.columns)).root
        #expect(root.nodes(where: isList).isEmpty, "a columns form does not scroll")
        let grid = try #require(root.nodes { if case .grid = $0.kind { true } else { false } }.first)
        let rows = grid.children.filter { if case .gridRow = $0.kind { true } else { false } }
        #expect(rows.count == 3, "the three labelled rows of both sections are rows of one grid")
        for row in rows {
            #expect(row.children.count == 2)
            #expect(row.children[0].modifiers.map(\.description).contains { $0.contains("gridColumnAlignment") }, "\(row.dump())")
        }
        let dump = grid.dump()
        #expect(dump.contains("Account") && dump.contains("Sync") && dump.contains("Toggle"), "headers and the toggle span the grid: \(dump)")
    }

    @Test func aUserLabeledContentStyleIsKeptInAColumnsForm() throws {
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 3) { configuration.label; configuration.content }
            }
        }
        let root = resolve(Form { LabeledContent("Name", value: "Ada") }.formStyle(.columns).labeledContentStyle(Stacked())).root
        #expect(root.verticalStacks(spacing: 3).count == 1)
        #expect(root.nodes { if case .gridRow = $0.kind { true } else { false } }.isEmpty)
    }

    @Test func aUserStyleArrangesTheContentAndFormOfAConfigurationIsTheStandardForm() throws {
        let column = resolve(settings.formStyle(ColumnStyle())).root
        #expect(column.verticalStacks(spacing: 14).count == 1 && column.nodes(where: isList).isEmpty)
        let tinted = resolve(settings.formStyle(TintedStyle())).root
        #expect(tinted.nodes(where: isList).count == 1)
        #expect(tinted.dump().contains("tint=orange"), "\(tinted.dump())")
    }

    @Test func aStyleSetOutsideReachesInnerFormsAndAnInnerStyleWins() {
        let screen = VStack {
            Form { LabeledContent("A", value: "1") }
            Form { LabeledContent("B", value: "2") }.formStyle(.grouped)
        }
        let root = resolve(screen.formStyle(.columns)).root
        #expect(root.nodes { if case .grid = $0.kind { true } else { false } }.count == 1)
        #expect(root.nodes(where: isList).count == 1)
    }
}
