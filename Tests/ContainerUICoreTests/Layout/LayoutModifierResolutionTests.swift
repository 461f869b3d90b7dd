import ContainerUICore
import Foundation
import Testing

/// `ViewThatFits`, `position` and the grid cell modifiers resolve to a kind and modifiers with
/// their values, as SwiftUI code writes them.
@Suite struct LayoutModifierResolutionTests {
    @Test func viewThatFitsKeepsEveryCandidateInOrder() {
        let tree = resolve(ViewThatFits(in: .horizontal) {
            Text("Long title")
            Group { Text("Short"); Text("S") }
        })
        #expect(tree.dump() == """
        Root
          ViewThatFits(in: horizontal)
            Text("Long title")
            Text("Short")
            Text("S")
        """)
    }

    @Test func viewThatFitsFitsBothAxesByDefault() {
        let tree = resolve(ViewThatFits { Color.red })
        #expect(tree.root.children[0].kind.summary == "ViewThatFits(in: [horizontal, vertical])")
        #expect(tree.root.children[0].kind.typeName == "ViewThatFits")
    }

    @Test func positionRecordsThePointFromEitherSpelling() {
        let byCoordinates = resolve(Text("x").position(x: 50, y: 30.5)).root.children[0]
        let byPoint = resolve(Text("x").position(CGPoint(x: 50, y: 30.5))).root.children[0]
        #expect(byCoordinates.modifiers.map(\.description) == ["position(50, 30.5)"])
        #expect(byPoint.modifiers.map(\.description) == byCoordinates.modifiers.map(\.description))
        #expect(resolve(Text("x").position(y: 4)).root.children[0].modifiers.map(\.description) == ["position(0, 4)"])
    }

    @Test func gridCellModifiersRecordTheirValues() {
        let cell = resolve(Color.red.gridCellUnsizedAxes(.horizontal).gridCellAnchor(UnitPoint(x: 0.25, y: 1))).root.children[0]
        #expect(cell.modifiers.map(\.description) == ["gridCellUnsizedAxes(horizontal)", "gridCellAnchor((0.25, 1))"])
        #expect(cell.gridCellUnsizedAxes == .horizontal)
        #expect(cell.gridCellAnchor == UnitPoint(x: 0.25, y: 1))
        let plain = resolve(Color.red).root.children[0]
        #expect(plain.gridCellUnsizedAxes == [] && plain.gridCellAnchor == nil)
    }

    @Test func modifiersOnAGroupApplyToEachMember() {
        let tree = resolve(Group { Text("A"); Text("B") }.position(x: 1, y: 2).gridCellUnsizedAxes([.horizontal, .vertical]))
        for child in tree.root.children {
            #expect(child.modifiers.map(\.description) == ["position(1, 2)", "gridCellUnsizedAxes([horizontal, vertical])"])
        }
    }
}
