import ContainerUI
import Foundation
import Testing

@Suite struct GroupBoxStyleTests {
    /// A card: the label in the title font over the content, 12 apart, padded on a rounded fill.
    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 12) {
                configuration.label.font(.title3)
                configuration.content
            }
            .padding(20)
            .background(.background, in: RoundedRectangle(cornerRadius: 16))
        }
    }

    /// The standard box with a badge beside it: `GroupBox(configuration)` inside a style.
    struct BadgedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(alignment: .top) {
                GroupBox(configuration)
                Image(systemName: "star.fill")
            }
        }
    }

    private let box = GroupBox("Storage") { Text("12 GB of 64 GB used") }

    @Test func theAutomaticStyleIsTheHeadlineOverTheContentOnAFill() throws {
        let plain = resolve(box).root.dump()
        #expect(plain == resolve(box.groupBoxStyle(.automatic)).root.dump())
        #expect(plain.contains("headline") && plain.contains("RoundedRectangle"), "\(plain)")
        #expect(resolve(box).root.verticalStacks(spacing: 8).count == 1)
    }

    @Test func aUserStyleArrangesTheLabelAndContent() throws {
        let root = resolve(box.groupBoxStyle(CardStyle())).root
        let card = try #require(root.verticalStacks(spacing: 12).first)
        #expect(card.children.count == 2)
        let dump = root.dump()
        #expect(dump.contains("Storage") && dump.contains("title3") && !dump.contains("headline"), "\(dump)")
    }

    @Test func groupBoxOfAConfigurationIsTheStandardBox() throws {
        let styled = try #require(resolve(box.groupBoxStyle(BadgedStyle())).root.children.first)
        guard case .stack(let row) = styled.kind else { Issue.record("not a stack: \(styled.kind)"); return }
        #expect(row.axis == .horizontal && styled.children.count == 2)
        let standard = styled.children[0]
        #expect(standard.verticalStacks(spacing: 8).count == 1 && standard.dump().contains("headline"), "\(standard.dump())")
    }

    @Test func aStyleSetOutsideReachesNestedBoxesAndAnInnerStyleWins() throws {
        let nested = VStack {
            GroupBox("Outer") {
                GroupBox("Inner") { Text("Detail") }
            }
            GroupBox("Plain") { Text("Other") }.groupBoxStyle(.automatic)
        }
        let root = resolve(nested.groupBoxStyle(CardStyle())).root
        #expect(root.verticalStacks(spacing: 12).count == 2, "the outer and inner boxes are cards")
        #expect(root.verticalStacks(spacing: 8).count == 1, "the box with the automatic style set on it is standard")
    }

    /// The fills of the automatic boxes in `view`, outermost first.
    private func fills(_ view: some View) -> [String] {
        resolve(view).root.nodes { _ in true }.flatMap(\.modifiers).map(\.description)
            .filter { $0.hasPrefix("background(") && $0.contains("RoundedRectangle") }
            .compactMap { description in ["secondaryBackground", "tertiaryBackground", "secondaryGroupedBackground", "tertiaryGroupedBackground"].first { description.contains("(\($0)") || description.contains(" \($0)") } }
    }

    @Test func nestedBoxesAlternateBackgroundLevels() {
        let nested = GroupBox("Outer") {
            GroupBox("Inner") {
                GroupBox("Innermost") { Text("Detail") }
            }
            GroupBox("Beside") { Text("Other") }
        }
        #expect(fills(nested) == ["secondaryBackground", "tertiaryBackground", "secondaryBackground", "tertiaryBackground"])
        #expect(fills(GroupBox("One") { Text("x") }) == ["secondaryBackground"])
    }

    @Test func inAGroupedListTheLevelsAreTheGroupedOnes() {
        let form = Form { GroupBox("Outer") { GroupBox("Inner") { Text("x") } } }
        #expect(fills(form) == ["tertiaryGroupedBackground", "secondaryGroupedBackground"])
        let plain = List { GroupBox("Box") { Text("x") } }.listStyle(.plain)
        #expect(fills(plain) == ["secondaryBackground"], "a plain list's rows are on the system background")
        let listInBox = GroupBox("Outer") { List { GroupBox("Row") { Text("x") } } }
        #expect(fills(listInBox) == ["secondaryBackground", "tertiaryGroupedBackground"], "a list starts the levels again")
    }

    @Test func aUserStyleDoesNotCountAsALevel() {
        let styled = GroupBox("Card") { GroupBox("Inner") { Text("x") }.groupBoxStyle(.automatic) }.groupBoxStyle(CardStyle())
        #expect(fills(styled) == ["secondaryBackground"])
    }
}
