import ContainerUI
import Foundation
import Testing

/// `ConcentricRectangle` as it resolves: against the container's shape where one is set, and
/// against a square corner where none is.
@Suite struct ConcentricRectangleTests {
    private func shape(_ view: some View) -> String? {
        for node in resolve(view).root.nodes(where: { if case .shape = $0.kind { true } else { false } }) {
            if case .shape(let shape) = node.kind { return shape.shape.description }
        }
        return nil
    }

    @Test func insideAContainerItKeepsItsCornersAndTheContainersShape() {
        #expect(shape(ConcentricRectangle().fill(.red).containerShape(RoundedRectangle(cornerRadius: 12)))?
            .hasPrefix("ConcentricRectangle(concentric)(RoundedRectangle") == true)
        #expect(shape(ConcentricRectangle(corners: .concentric(minimum: 4), isUniform: true).fill(.red).containerShape(Capsule()))
            == "ConcentricRectangle(concentric(minimum: 4), uniform: all)(Capsule)")
    }

    @Test func outsideAnyContainerItIsAnUnevenRoundedRectangle() throws {
        let description = try #require(shape(ConcentricRectangle(topLeadingCorner: .fixed(6), bottomTrailingCorner: .concentric(minimum: 3)).fill(.red)))
        #expect(description.hasPrefix("UnevenRoundedRectangle"))
    }

    @Test func cornerStylesReadAsTheyAreWritten() {
        let literal: Edge.Corner.Style = 8
        #expect(literal == .fixed(8))
        let float: Edge.Corner.Style = 2.5
        #expect(float.description == "2.5")
        #expect(Edge.Corner.Style.concentric == .concentric(minimum: nil))
        #expect(Edge.Corner.allCases.count == 4)
    }

    @Test func aClipOrBackgroundTakesTheContainersShapeToo() {
        let tree = resolve(Color.red.clipShape(ConcentricRectangle()).background(.blue, in: ConcentricRectangle(corners: 5))
            .containerShape(RoundedRectangle(cornerRadius: 12)))
        let modifiers = tree.root.children[0].modifiers.map(\.description)
        #expect(modifiers.count == 3)
        #expect(modifiers[0].contains("ConcentricRectangle(concentric)(RoundedRectangle") && modifiers[1].contains("ConcentricRectangle(5)(RoundedRectangle"))
    }
}
