import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// `gridColumnAlignment(_:)`: one cell sets the horizontal alignment of its whole column.
@Suite struct GridColumnAlignmentTests {
    private var grid: some View {
        Grid(alignment: .leading, horizontalSpacing: 10) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 100, height: 10).gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.green.frame(width: 80, height: 10)
                Color.orange.frame(width: 30, height: 10)
            }
            GridRow {
                Color.gray.frame(width: 200, height: 10).gridCellColumns(2)
            }
        }
    }

    @Test func theColumnTakesTheCellsAlignmentAndTheOthersTheGrids() throws {
        let frames = frames(of: grid, width: 390, height: 200)
        // Columns 80 and 100 wide, 10 apart: the first column's cells lead, the second's trail.
        let red = try #require(frames["0.0.0.0"]), green = try #require(frames["0.0.1.0"])
        let blue = try #require(frames["0.0.0.1"]), orange = try #require(frames["0.0.1.1"])
        let gray = try #require(frames["0.0.2.0"])
        #expect(red.minX == green.minX)
        #expect(blue.maxX == orange.maxX && orange.minX - blue.minX == 70)
        #expect(gray.minX == red.minX, "a cell spanning columns keeps the grid's alignment")
    }

    @Test func eachSingleColumnCellOfTheColumnJustifiesItself() {
        let html = renderHTML(grid)
        #expect(html.components(separatedBy: "cui-jse").count - 1 == 2)
        #expect(!html.contains("cui-jss") && !html.contains("cui-jsc"))
        #expect(resolve(Text("x").gridColumnAlignment(.center)).root.children[0].modifiers.map(\.description) == ["gridColumnAlignment(center)"])
    }
}
