import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// The numeric cases of SEMANTICS.md §8 (T24, T25) through the whole engine.
@Suite struct SpecCaseTests {
    /// T24a: `containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)` in a 320-wide
    /// scroll view: available 300, column 100, item 210.
    @Test func containerRelativeFrameSpansTwoOfThreeColumns() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
            }
        }
        let result = frames(of: view, width: 320, height: 200)
        let red = try #require(result["0.0.0.0"]), blue = try #require(result["0.0.0.1"])
        #expect(red.width == 210)
        #expect(blue.width == 100)
        #expect(blue.minX - red.maxX == 10)
    }

    /// T24b: fixed 100, two flexible columns in 400 with spacing 10: 140 each at x 0, 110, 260.
    @Test func lazyGridColumns() throws {
        let columns = [GridItem(.fixed(100), spacing: 10), GridItem(.flexible(), spacing: 10), GridItem(.flexible())]
        let view = LazyVGrid(columns: columns) {
            Color.red.frame(height: 20)
            Color.green.frame(height: 20)
            Color.blue.frame(height: 20)
        }
        let result = frames(of: view, width: 400, height: 300)
        let cells = try (0..<3).map { try #require(result["0.0.\($0)"]) }
        #expect(cells.map(\.width) == [100, 140, 140])
        #expect(cells.map(\.minX) == [0, 110, 260])
    }

    /// T25a and b: three views of intrinsic width 50; fill equally in 320 with spacing 10 (100 each
    /// at 0, 110, 220), equal spacing in 300 (gaps of 75: 0, 125, 250); the window centres the stack.
    @Test(arguments: [
        (StackViewDistribution.fillEqually, CGFloat(320), [CGFloat(100), 100, 100], [CGFloat(35), 145, 255]),
        (.equalSpacing, 300, [50, 50, 50], [45, 170, 295]),
    ])
    func stackViewDistributions(distribution: StackViewDistribution, width: CGFloat, widths: [CGFloat], xs: [CGFloat]) throws {
        let view = StackView(axis: .horizontal, distribution: distribution, spacing: 10) {
            Color.red.frame(idealWidth: 50).frame(height: 20)
            Color.green.frame(idealWidth: 50).frame(height: 20)
            Color.blue.frame(idealWidth: 50).frame(height: 20)
        }
        .frame(width: width)
        let result = frames(of: view, width: 390, height: 100)
        let views = try (0..<3).map { try #require(result["0.0.\($0)"]) }
        let stack = try #require(result["0.0"])
        #expect(stack.width == width)
        #expect(views.map(\.width) == widths)
        #expect(views.map(\.minX) == xs)
    }
}
