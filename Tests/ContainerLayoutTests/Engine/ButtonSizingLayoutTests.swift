import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// iOS 26's sizing of buttons and label icons: a flexible bordered button fills the width
/// offered with its label centred; a reserved icon width lines the labels' titles up.
@Suite struct ButtonSizingLayoutTests {
    /// The frame of the first button of `view` laid out in a 390-point window.
    private func buttonFrame(_ view: some View) throws -> CGRect {
        let tree = resolve(view)
        let button = try #require(firstNode(in: tree.root) { if case .button = $0.kind { true } else { false } })
        return try #require(layout(tree, in: CGSize(width: 390, height: 844)).framesByID[button.id]?.frame)
    }

    @Test func aFlexibleBorderedButtonFillsTheWidthOffered() throws {
        let fitted = try buttonFrame(VStack { Button("Play") {} }.buttonStyle(.bordered).padding(20))
        let flexible = try buttonFrame(VStack { Button("Play") {} }.buttonStyle(.bordered).buttonSizing(.flexible).padding(20))
        let prominent = try buttonFrame(VStack { Button("Play") {} }.buttonStyle(.borderedProminent).buttonSizing(.flexible).padding(20))
        #expect(fitted.width < 100 && fitted.midX == 195)
        #expect(flexible.minX == 20 && flexible.width == 350 && flexible.height == fitted.height)
        #expect(prominent.width == 350)
        let automatic = try buttonFrame(VStack { Button("Play") {} }.buttonStyle(.bordered).buttonSizing(.automatic).padding(20))
        #expect(automatic == fitted)
        let plain = try buttonFrame(VStack { Button("Play") {} }.buttonSizing(.flexible).padding(20))
        #expect(plain.width < 100, "a button without a shape keeps its label's width")
    }

    @Test func aReservedIconWidthLinesTitlesUp() throws {
        let tree = resolve(VStack(alignment: .leading) {
            Label("Songs", systemImage: "music.note")
            Label("Albums", systemImage: "square.stack")
        }.labelReservedIconWidth(40))
        let labels = allNodes(in: tree.root) { if case .label = $0.kind { true } else { false } }
        let frames = layout(tree, in: CGSize(width: 390, height: 844)).framesByID.mapValues(\.frame)
        func titleOffset(_ label: ResolvedNode, _ frames: [String: CGRect]) throws -> CGFloat {
            try #require(frames[label.children[1].id]).minX - #require(frames[label.id]).minX
        }
        #expect(try titleOffset(labels[0], frames) == 48 && titleOffset(labels[1], frames) == 48, "40 points of icon, then 8 of spacing")
        let unreserved = resolve(Label("Songs", systemImage: "music.note"))
        let label = try #require(firstNode(in: unreserved.root) { if case .label = $0.kind { true } else { false } })
        #expect(try titleOffset(label, layout(unreserved, in: CGSize(width: 390, height: 844)).framesByID.mapValues(\.frame)) < 40)
        let iconOnly = resolve(Label("Songs", systemImage: "music.note").labelStyle(.iconOnly).labelReservedIconWidth(40))
        #expect(!iconOnly.root.dump().contains("minWidth: 40") && tree.root.dump().contains("minWidth: 40"))
    }

    /// The nodes of the tree below `node` (itself included) that match, depth first.
    private func allNodes(in node: ResolvedNode, where matches: (ResolvedNode) -> Bool) -> [ResolvedNode] {
        (matches(node) ? [node] : []) + node.children.flatMap { allNodes(in: $0, where: matches) }
    }

    private func firstNode(in node: ResolvedNode, where matches: (ResolvedNode) -> Bool) -> ResolvedNode? {
        allNodes(in: node, where: matches).first
    }
}
