import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// The layout of `ViewThatFits`, `position`, `gridCellUnsizedAxes` and `gridCellAnchor`, with
/// the frames SwiftUI's algorithm gives (worked out in each test's comments).
@Suite struct LayoutModifierLayoutTests {
    private var candidates: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 20)
            Color.green.frame(width: 200, height: 30)
            Color.blue.frame(width: 100, height: 40)
        }
    }

    /// The window proposes its width to the `ViewThatFits`: the first candidate whose ideal width
    /// (300, 200, 100) is at most that is shown, else the last; the others get empty frames.
    @Test(arguments: [(390.0, 0, CGSize(width: 300, height: 20)), (250, 1, CGSize(width: 200, height: 30)),
                      (150, 2, CGSize(width: 100, height: 40)), (50, 2, CGSize(width: 100, height: 40))])
    func viewThatFitsShowsTheFirstCandidateThatFits(width: Double, chosen: Int, size: CGSize) throws {
        let frames = frames(of: candidates, width: width, height: 844)
        let container = try #require(frames["0.0"])
        #expect(container.size == size)
        // The window centres its content.
        #expect(container.origin == CGPoint(x: (width - size.width) / 2, y: (844 - size.height) / 2))
        for index in 0..<3 {
            let frame = try #require(frames["0.0.\(index)"])
            #expect(index == chosen ? frame == container : frame == .zero)
        }
    }

    /// Along `.vertical` only, widths are proposed as they are: the red candidate's 500 pt exceed
    /// the 400 pt window, the green one (a colour as wide as proposed, 100 tall) fits.
    @Test func verticalFittingKeepsTheProposedWidth() throws {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(height: 500)
            Color.green.frame(height: 100)
        }
        let short = frames(of: view, width: 390, height: 400)
        #expect(short["0.0.0"] == .zero)
        #expect(short["0.0.1"] == CGRect(x: 0, y: 150, width: 390, height: 100))
        #expect(frames(of: view, width: 390, height: 600)["0.0.0"] == CGRect(x: 0, y: 50, width: 390, height: 500))
    }

    /// A horizontal scroll view proposes no width: along it, every candidate fits.
    @Test func anAxisProposedNothingFitsTheFirstCandidate() throws {
        let scrolled = frames(of: ScrollView(.horizontal) { candidates }, width: 150, height: 844)
        #expect(scrolled["0.0.0.0"]?.size == CGSize(width: 300, height: 20))
        #expect(scrolled["0.0.0.2"] == .zero)
    }

    /// `position` takes the 200 × 100 its frame proposes and centres the 20 × 10 stack on
    /// (50, 30) of it: the frame sits at ((390 − 200) / 2, (844 − 100) / 2) = (95, 372), the
    /// stack at (95 + 50 − 10, 372 + 30 − 5).
    @Test func positionCentresTheViewOnThePoint() throws {
        let view = ZStack { Color.red.frame(width: 20, height: 10) }
            .position(x: 50, y: 30)
            .frame(width: 200, height: 100)
        let frames = frames(of: view)
        #expect(frames["0.0"] == CGRect(x: 95, y: 372, width: 200, height: 100))
        #expect(frames["0.0.0"] == CGRect(x: 135, y: 397, width: 20, height: 10))
    }

    /// Proposed nothing (under `fixedSize`), `position` is 10 × 10, as SwiftUI's default for an
    /// unspecified proposal; the point still places the child.
    @Test func positionProposedNothingIsTenByTen() throws {
        let view = ZStack { Color.red.frame(width: 4, height: 4) }.position(CGPoint(x: 0, y: 0)).fixedSize()
        let frames = frames(of: view)
        let outer = try #require(frames["0.0"])
        #expect(outer.size == CGSize(width: 10, height: 10))
        #expect(frames["0.0.0"] == CGRect(x: outer.minX - 2, y: outer.minY - 2, width: 4, height: 4))
    }

    private var scoreGrid: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
            Color.green.frame(height: 4).gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.orange.frame(width: 30, height: 20)
                Color.gray.frame(width: 20, height: 8).gridCellAnchor(.bottomTrailing)
            }
        }
    }

    /// Columns of 40 and 60, 10 apart (110 wide); the rows 10, 4 and 20 tall (34): the grid sits
    /// at ((390 − 110) / 2, (844 − 34) / 2) = (140, 405). The unsized green row is proposed the
    /// grid's 110 (sized, a colour outside rows would be its ideal 10 wide); the gray cell sits at
    /// the bottom-trailing corner of its 60 × 20 cell: (140 + 50 + 40, 405 + 14 + 12).
    @Test func unsizedAndAnchoredCells() throws {
        let frames = frames(of: scoreGrid)
        #expect(frames["0.0"] == CGRect(x: 140, y: 405, width: 110, height: 34))
        #expect(frames["0.0.1"] == CGRect(x: 140, y: 415, width: 110, height: 4))
        #expect(frames["0.0.2.1"] == CGRect(x: 230, y: 431, width: 20, height: 8))
        // The orange cell keeps the grid's centre alignment: 140 + (40 − 30) / 2.
        #expect(frames["0.0.2.0"] == CGRect(x: 145, y: 419, width: 30, height: 20))
    }

    /// A cell unsized vertically is proposed its row's height (30), set by the other cell; one
    /// spanning two unsized columns is proposed their width with the spacing between (40 + 8 + 10).
    @Test func unsizedCellsTakeTheirRowsHeightAndTheirColumnsWidth() throws {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 30)
                Color.blue.frame(width: 10).gridCellUnsizedAxes(.vertical)
            }
            GridRow {
                Color.green.frame(height: 6).gridCellUnsizedAxes(.horizontal).gridCellColumns(2)
            }
        }
        let frames = frames(of: grid)
        #expect(frames["0.0.0.1"]?.size == CGSize(width: 10, height: 30))
        #expect(frames["0.0.1.0"]?.size == CGSize(width: 58, height: 6))
        #expect(frames["0.0"]?.size == CGSize(width: 58, height: 36))
    }
}
