import ContainerUI
import Foundation
import Testing

/// `labelStyle(_:)`: the built-in styles keep the parts they show; a user's style arranges them.
@Suite struct LabelStyleTests {
    private struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title.font(.caption)
            }
        }
    }

    private struct TintedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).foregroundStyle(.red)
        }
    }

    private let label = Label("Favorites", systemImage: "star")

    @Test func builtInStylesKeepTheirParts() throws {
        let both = resolve(label.labelStyle(.titleAndIcon)).root.children[0]
        #expect(both.children.count == 2)
        #expect(resolve(label).root.dump() == resolve(label.labelStyle(.automatic)).root.dump())
        let icon = resolve(label.labelStyle(.iconOnly)).root.children[0]
        #expect(icon.children.count == 1 && icon.modifiers.map(\.description) == [#"accessibilityLabel("Favorites")"#])
        guard case .image = icon.children[0].kind else { throw Failure.wrongKind }
        let title = resolve(label.labelStyle(.titleOnly)).root.children[0]
        #expect(title.children.count == 1)
        guard case .text = title.children[0].kind else { throw Failure.wrongKind }
        let html = renderHTML(label.labelStyle(.iconOnly))
        #expect(html.contains(#"aria-label="Favorites""#) && !html.contains(">Favorites<"))
    }

    @Test func aUserStyleArrangesTheTitleAndIcon() throws {
        let node = resolve(VStack { label; Label("Songs", systemImage: "music.note") }.labelStyle(VerticalLabelStyle())).root.children[0]
        #expect(node.children.count == 2)
        for child in node.children {
            guard case .stack(let stack) = child.kind else { throw Failure.wrongKind }
            #expect(stack.axis == .vertical && child.children.count == 2)
        }
    }

    @Test func labelOfAConfigurationIsTheStandardLabel() throws {
        let node = resolve(label.labelStyle(TintedLabelStyle())).root.children[0]
        guard case .label(let iconCount, let spacing) = node.kind else { throw Failure.wrongKind }
        #expect(iconCount == 1 && spacing == 8 && node.children.count == 2)
    }

    @Test func labelIconToTitleSpacingSetsTheGapOfTheLabelsInside() throws {
        let node = resolve(VStack { label; Label("Songs", systemImage: "music.note").labelIconToTitleSpacing(2) }.labelIconToTitleSpacing(20)).root.children[0]
        let spacings = try node.children.map { child -> CGFloat in
            guard case .label(_, let spacing) = child.kind else { throw Failure.wrongKind }
            return spacing
        }
        #expect(spacings == [20, 2])
        #expect(node.children[0].dump().hasPrefix("Label(icon: 1, spacing: 20)"))
        let frames = layout(resolve(label.labelIconToTitleSpacing(20)), in: CGSize(width: 390, height: 100)).framesByID
        let icon = try #require(frames["0.0.0"]?.frame), title = try #require(frames["0.0.1"]?.frame)
        #expect(title.minX - icon.maxX == 20)
        let html = renderHTML(label.labelIconToTitleSpacing(20))
        #expect(html.contains("--cui-lgap:20px") && !renderHTML(label).contains("--cui-lgap"))
    }

    enum Failure: Error { case wrongKind }
}
