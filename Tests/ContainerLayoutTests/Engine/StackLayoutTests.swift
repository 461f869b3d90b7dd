import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Stacks, spacers, priorities, frames and padding: SwiftUI's propose-choose-place rules.
@Suite struct StackLayoutTests {
    @Test func fixedViewsAreSizedFirstAndFlexibleOnesShareTheRest() throws {
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 100)
            Color.green
            Color.blue
        }
        .frame(width: 310, height: 50)
        let result = frames(of: view)
        #expect(try #require(result["0.0.0"]).width == 100)
        #expect(try #require(result["0.0.1"]).width == 95)
        #expect(try #require(result["0.0.2"]).width == 95)
        let stack = try #require(result["0.0"])
        #expect(try #require(result["0.0.2"]).maxX == stack.maxX)
    }

    @Test func aSpacerTakesWhatIsLeftAndNoSpacingBesideIt() throws {
        let view = HStack {
            Color.red.frame(width: 40)
            Spacer()
            Color.blue.frame(width: 60)
        }
        .frame(width: 300, height: 20)
        let result = frames(of: view)
        let spacer = try #require(result["0.0.1"])
        #expect(spacer.width == 200)
        #expect(spacer.height == 0)
        #expect(try #require(result["0.0.2"]).minX == spacer.maxX)
    }

    @Test func higherLayoutPriorityIsOfferedFirst() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 250)
            Color.blue.frame(minWidth: 10, maxWidth: 250).layoutPriority(1)
        }
        .frame(width: 300, height: 20)
        let result = frames(of: view)
        #expect(try #require(result["0.0.1"]).width == 250)
        #expect(try #require(result["0.0.0"]).width == 50)
    }

    /// B6.5: a flexible frame with only a maximum takes the proposal up to it; with only a
    /// minimum it is at least that; with neither it is its child's size.
    @Test func flexibleFrames() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity)
            Color.red.frame(width: 30, height: 10).frame(minWidth: 100)
            Color.red.frame(width: 30, height: 10).frame(maxWidth: 200)
            Color.red.frame(width: 30, height: 10).frame(alignment: .leading)
        }
        let result = frames(of: view, width: 390, height: 400)
        #expect(try #require(result["0.0.0"]).width == 390)
        #expect(try #require(result["0.0.1"]).width == 100)
        #expect(try #require(result["0.0.2"]).width == 200)
        #expect(try #require(result["0.0.3"]).width == 30)
    }

    @Test func paddingInsetsTheProposalAndGrowsTheSize() throws {
        let view = Color.red.frame(width: 50, height: 20).padding(16)
        let result = frames(of: view, width: 390, height: 400)
        let padded = try #require(result["0.0"])
        #expect(padded.size == CGSize(width: 82, height: 52))
        #expect(padded.origin == CGPoint(x: 154, y: 174))
    }

    @Test func theWindowCentresItsContent() throws {
        let result = frames(of: Text("Hello"), width: 390, height: 844)
        let text = try #require(result["0.0"])
        #expect(abs(text.midX - 195) < 0.01)
        #expect(abs(text.midY - 422) < 0.01)
        #expect(text.height == 22)
    }

    @Test func offsetMovesTheFrameWithoutChangingLayout() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 10, height: 10)
        }
        let result = frames(of: view, width: 100, height: 100)
        let red = try #require(result["0.0.0"]), blue = try #require(result["0.0.1"])
        #expect(red.minX - blue.minX == 5)
        #expect(blue.minY - red.minY == 3)
    }

    @Test func anEmptyTextHasNoSizeButKeepsItsSpacing() throws {
        let result = frames(of: VStack { Text(""); Text("After") })
        let empty = try #require(result["0.0.0"])
        #expect(empty.size == .zero)
        #expect(try #require(result["0.0.1"]).minY == empty.maxY + 8)
    }

    @Test func aDividerInAFrameInAnHStackStandsUp() throws {
        let result = frames(of: HStack { Text("x"); Divider().frame(height: 30); Text("y") })
        let divider = try #require(result["0.0.1"])
        #expect(divider.size == CGSize(width: 1, height: 30))
    }

    @Test func aWordWiderThanItsLineBreaksBetweenLetters() throws {
        let result = frames(of: Text("Supercalifragilisticexpialidocious").frame(width: 100))
        let text = try #require(result["0.0"])
        #expect(text.width <= 100 && text.height >= 3 * 22, "\(text)")
    }
}
