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

    /// A spacer's own layout priority is the lowest: the other children share all but its
    /// minimum length, so a title wider than half the row keeps its line beside a short value.
    @Test func aSpacerIsOfferedOnlyWhatTheOthersLeave() throws {
        let view = HStack {
            Text("Quarterly planning review")
            Spacer()
            Text("Tuesday")
        }
        let result = frames(of: view)
        let title = try #require(result["0.0.0"]), spacer = try #require(result["0.0.1"]), day = try #require(result["0.0.2"])
        #expect(title.height == 22 && title.width > 390 / 2, "\(title)")
        #expect(abs(spacer.width - (390 - title.width - day.width)) < 0.01, "\(spacer)")
    }

    /// Where the texts do not fit, they share the row as any children do and the spacer keeps
    /// its minimum; between two colours a text is offered a third unless it has priority.
    @Test func textsShareARowTooNarrowForThemAndColoursTakeTheirThird() throws {
        let view = VStack {
            HStack {
                Text("Agenda for the product and design leads")
                Spacer()
                Text("Budget, hiring and the spring roadmap")
            }
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            HStack {
                Color.purple
                Text("Hello, world").layoutPriority(1)
                Color.pink
            }
        }
        .frame(width: 200)
        let result = frames(of: view)
        let spacer = try #require(result["0.0.0.1"])
        #expect(spacer.width >= 8 && spacer.width < 30, "\(spacer)")
        #expect(try #require(result["0.0.0.0"]).height > 22)
        #expect(try #require(result["0.0.0.2"]).height > 22)
        #expect(try #require(result["0.0.1.1"]).height == 44, "a third of the row is too little for the text's line")
        #expect(try #require(result["0.0.2.1"]).height == 22, "with priority the text is offered the row first")
    }

    /// In a column a colour takes all but a spacer's minimum; `layoutPriority` on a spacer
    /// replaces its own lowest priority, and then the spacer is offered everything first.
    @Test func aColourTakesAllButASpacersMinimumUnlessTheSpacerHasPriority() throws {
        let plain = frames(of: VStack { Color.teal; Spacer() }.frame(height: 100))
        #expect(try #require(plain["0.0.0"]).height == 92)
        #expect(try #require(plain["0.0.1"]).height == 8)
        let prioritised = frames(of: VStack { Color.teal; Spacer().layoutPriority(1) }.frame(height: 100))
        #expect(try #require(prioritised["0.0.1"]).height == 100)
        #expect(try #require(prioritised["0.0.0"]).height == 0)
    }

    /// Text baselines are explicit values: a 17 px body line's baseline is 17 px below its top
    /// (Inter's ascent and descent rounded to 16 and 4 px in a 22 px line), a view without text
    /// aligns its bottom, and a last baseline is the last line's.
    @Test func stacksAlignTextBaselines() throws {
        let first = frames(of: HStack(alignment: .firstTextBaseline) {
            Text("Body")
            Color.red.frame(width: 10, height: 10)
            Text("Title").font(.largeTitle)
        })
        let body = try #require(first["0.0.0"]), square = try #require(first["0.0.1"]), title = try #require(first["0.0.2"])
        #expect(square.maxY == body.minY + 17, "\(square) \(body)")
        #expect(title.minY < body.minY && title.maxY > body.maxY, "\(title) \(body)")
        let last = frames(of: HStack(alignment: .lastTextBaseline) {
            Text("Two\nlines")
            Text("One")
        })
        #expect(try #require(last["0.0.1"]).minY == (try #require(last["0.0.0"])).minY + 22)
        // A lowered run keeps its block's baseline: the line grows below it, not above.
        let lowered = frames(of: HStack(alignment: .firstTextBaseline) {
            Text("Body")
            Text("Low").baselineOffset(-4)
        })
        #expect(try #require(lowered["0.0.1"]).minY == (try #require(lowered["0.0.0"])).minY)
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
