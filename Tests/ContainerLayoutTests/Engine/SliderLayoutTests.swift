import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A slider with value labels: the labels at their ideal size, 8 points from a track that takes
/// the rest of the row, all centred on the row's middle.
@Suite struct SliderLayoutTests {
    @Test func theTrackTakesTheWidthTheLabelsLeave() throws {
        let tree = resolve(
            Slider(value: .constant(40), in: 0...100, step: 10) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .frame(width: 300)
        )
        let row = try #require(firstNode(in: tree.root) { if case .stack = $0.kind { true } else { false } })
        let frames = layout(tree, in: CGSize(width: 390, height: 844)).framesByID.mapValues(\.frame)
        let minimum = try #require(frames[row.children[0].id])
        let track = try #require(frames[row.children[1].id])
        let maximum = try #require(frames[row.children[2].id])
        let label = try #require(frames[row.children[1].children[0].id])
        #expect(track.height == 16)
        #expect(minimum.minX == 45 && track.minX == minimum.maxX + 8 && maximum.minX == track.maxX + 8 && maximum.maxX == 345)
        #expect(minimum.midY == track.midY && maximum.midY == track.midY, "vertically centred")
        #expect(maximum.width > minimum.width, "each label at its ideal width")
        #expect(label.origin == track.origin, "the hidden label at the track's top-leading corner")
    }

    private func firstNode(in node: ResolvedNode, where matches: (ResolvedNode) -> Bool) -> ResolvedNode? {
        if matches(node) { return node }
        for child in node.children {
            if let found = firstNode(in: child, where: matches) { return found }
        }
        return nil
    }
}
