import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// SEMANTICS B6.5 along an axis its parent leaves unproposed (scroll content, `fixedSize`): a
/// flexible frame with only a minimum takes its child's ideal length raised to the minimum, and
/// places the child, even a greedy one, by its alignment.
@Suite struct FlexibleFrameLayoutTests {
    /// A column that grows (a spacer between two 22-point texts, 52 points at its ideal height).
    private var column: some View {
        VStack { Text("a"); Spacer(); Text("b") }
    }

    @Test func aMinimumHeightInVerticalScrollContentCentresItsGreedyChild() throws {
        let result = frames(of: ScrollView { column.frame(minHeight: 200) }, width: 390, height: 640)
        let frame = try #require(result["0.0.0"]), first = try #require(result["0.0.0.0"]), last = try #require(result["0.0.0.2"])
        #expect(frame.minY == 0 && frame.height == 200)
        #expect(first.minY == 74 && last.maxY == 126)
    }

    @Test func theAlignmentPlacesTheChildAlongTheUnproposedAxis() throws {
        let result = frames(of: ScrollView { column.frame(minHeight: 200, alignment: .bottom) }, width: 390, height: 640)
        #expect(result["0.0.0.2"]?.maxY == 200 && result["0.0.0.0"]?.minY == 148)
        let fixed = frames(of: VStack { column.frame(minHeight: 200, alignment: .top) }.fixedSize(), width: 390, height: 640)
        let frame = try #require(fixed["0.0.0"])
        #expect(frame.height == 200 && fixed["0.0.0.0"]?.minY == frame.minY && fixed["0.0.0.2"]?.maxY == frame.minY + 52)
    }

    @Test func aMinimumWidthInHorizontalScrollContentKeepsTheChildsIdealWidth() throws {
        let row = HStack { Text("a"); Spacer(); Text("b") }.frame(minWidth: 300, alignment: .leading)
        let result = frames(of: ScrollView(.horizontal) { row }.frame(height: 100), width: 390, height: 640)
        let frame = try #require(result["0.0.0"]), last = try #require(result["0.0.0.2"])
        #expect(frame.minX == 0 && frame.width == 300)
        // a, the spacer's 8-point minimum, b: the row's ideal width, at the leading edge.
        #expect(result["0.0.0.1"]?.width == 8 && last.maxX < 30)
    }
}
