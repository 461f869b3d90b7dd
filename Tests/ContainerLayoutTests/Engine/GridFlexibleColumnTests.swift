import ContainerHTML
import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `Grid` offered a width gives what its columns' ideal widths leave to the columns that hold
/// a flexible cell (a colour, a `frame(maxWidth: .infinity)`), and a flexible cell spanning
/// columns widens them all; the page's tracks say the same.
@Suite struct GridFlexibleColumnTests {
    private var scores: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("Ada").frame(width: 60)
                Color.blue.frame(height: 8)
                Text("340").frame(width: 40)
            }
            GridRow {
                Text("Grace").frame(width: 50)
                Text("Best").frame(maxWidth: .infinity, alignment: .leading)
                Text("2,048").frame(width: 30)
            }
        }
    }

    @Test func flexibleColumnsShareWhatTheFixedOnesLeave() throws {
        let frames = frames(of: VStack { scores }.padding(20), width: 390, height: 844)
        let grid = try #require(frames["0.0.0"])
        #expect(grid.width == 350, "the grid takes the width offered")
        let ada = try #require(frames["0.0.0.0.0"]), bar = try #require(frames["0.0.0.0.1"]), points = try #require(frames["0.0.0.0.2"])
        let best = try #require(frames["0.0.0.1.1"])
        #expect(ada.width == 60 && points.width == 40, "fixed columns keep their ideal widths")
        #expect(bar.width == 350 - 60 - 40 - 20 && best.width == bar.width && bar.minX == ada.maxX + 10)
        #expect(points.maxX == grid.maxX)
    }

    @Test func withoutAFlexibleColumnASpanningFlexibleCellWidensEveryColumn() throws {
        let grid = Grid(horizontalSpacing: 10) {
            GridRow { Text("A").frame(width: 40); Text("B").frame(width: 60) }
            Divider()
            GridRow { Color.red.frame(height: 4).gridCellColumns(2) }
        }
        let widened = frames(of: grid, width: 390, height: 844)
        let a = try #require(widened["0.0.0.0"]), b = try #require(widened["0.0.0.1"]), rule = try #require(widened["0.0.1"])
        #expect(rule.width == 390)
        // 390 - 10 - 100 left: 140 more for each column, the cells centred in them.
        #expect(abs(a.midX - 90) < 0.01 && abs(b.midX - 290) < 0.01)
        let unsized = Grid(horizontalSpacing: 10) {
            GridRow { Text("A").frame(width: 40); Text("B").frame(width: 60) }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
        #expect(try #require(frames(of: unsized, width: 390, height: 844)["0.0.1"]).width == 110, "an unsized divider widens nothing")
    }

    @Test func thePageGivesTheFlexibleColumnsTheRemainingTrackSpace() {
        let html = renderHTML(scores)
        #expect(html.contains("cui-gfx") && html.contains("--cui-colt:auto minmax(0,1fr) auto"), "\(html)")
        #expect(Stylesheet.text.contains(".cui-grid.cui-gfx{grid-template-columns:var(--cui-colt)}"))
        let fixed = renderHTML(Grid { GridRow { Text("A"); Color.red.gridCellUnsizedAxes(.horizontal) } })
        #expect(!fixed.contains("cui-gfx"), "an unsized cell makes no column flexible")
    }
}
