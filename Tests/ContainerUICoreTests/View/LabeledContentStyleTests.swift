import ContainerUI
import Foundation
import Testing

@Suite struct LabeledContentStyleTests {
    struct StackedStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.font(.caption)
                configuration.content
            }
        }
    }

    struct StandardWithBorder: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(4)
        }
    }

    @Test func theAutomaticStyleIsTheLabelASpacerAndTheValue() throws {
        let plain = LabeledContent("Version", value: "1.2")
        #expect(resolve(plain).root.dump() == resolve(plain.labeledContentStyle(.automatic)).root.dump())
        let row = try #require(resolve(plain).root.children.first)
        guard case .stack(let stack) = row.kind else { Issue.record("not a stack: \(row.kind)"); return }
        #expect(stack.axis == .horizontal && row.children.count == 3)
        guard case .spacer = row.children[1].kind else { Issue.record("no spacer"); return }
    }

    @Test func aUserStyleArrangesTheLabelAndContentForEveryLabeledContentInside() throws {
        let view = VStack {
            LabeledContent("Version", value: "1.2")
            LabeledContent("Build") { Text("42") }
        }
        .labeledContentStyle(StackedStyle())
        let rows = try #require(resolve(view).root.children.first).children
        #expect(rows.count == 2)
        for row in rows {
            guard case .stack(let stack) = row.kind else { Issue.record("not a stack: \(row.kind)"); continue }
            #expect(stack.axis == .vertical && row.children.count == 2)
        }
    }

    @Test func labeledContentOfAConfigurationIsTheStandardOne() throws {
        let node = try #require(resolve(LabeledContent("Version", value: "1.2").labeledContentStyle(StandardWithBorder())).root.children.first)
        guard case .stack(let stack) = node.kind else { Issue.record("not a stack: \(node.kind)"); return }
        #expect(stack.axis == .horizontal && node.children.count == 3)
        #expect(node.modifiers.map(\.description).contains { $0.hasPrefix("padding") })
    }

    @Test func aFormattedValueIsTextInTheFormat() throws {
        let dump = resolve(LabeledContent("Total", value: 1234.5, format: .number)).root.dump()
        #expect(dump.contains("1,234.5"), "\(dump)")
    }
}
