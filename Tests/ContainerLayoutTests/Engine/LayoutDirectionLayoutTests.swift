import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Right to left, a view is laid out as the mirror image of its left-to-right layout, as SwiftUI
/// and the page (`dir="rtl"`) lay it out; a left-to-right view inside keeps its order in its
/// mirrored frame; offsets and positions stay physical translations, as the page writes them.
@Suite("Layout direction")
struct LayoutDirectionLayoutTests {
    private let window = CGSize(width: 390, height: 844)

    private func frames(_ view: some View) -> [String: CGRect] {
        layout(resolve(view), in: window).framesByID.mapValues(\.frame)
    }

    @Test("Right to left mirrors every frame inside the view about the view's frame")
    func mirrored() throws {
        let row = HStack(spacing: 10) { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 60, height: 20); Spacer() }
            .padding(.leading, 16)
        let leftToRight = frames(row)
        let rightToLeft = frames(row.environment(\.layoutDirection, .rightToLeft))
        for id in ["0.0.0", "0.0.1", "0.0.2"] {
            let ltr = try #require(leftToRight[id]), rtl = try #require(rightToLeft[id])
            #expect(rtl.minX == 390 - ltr.maxX && rtl.minY == ltr.minY && rtl.size == ltr.size, "\(id)")
        }
        // The leading padding is on the right: the red colour ends 16 points from the right edge.
        #expect(rightToLeft["0.0.0"]?.maxX == 374)
        #expect(rightToLeft["0.0"] == leftToRight["0.0"], "the view's own frame is its parent's to place")
    }

    @Test("A left-to-right view inside a right-to-left one keeps its order, in its mirrored place")
    func nested() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            HStack(spacing: 0) { Color.green.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 10) }
                .environment(\.layoutDirection, .leftToRight)
        }
        .frame(width: 390, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
        let found = frames(view)
        #expect(found["0.0.0"]?.minX == 340, "the first child is at the leading edge, the right")
        #expect(found["0.0.1"]?.minX == 290 && found["0.0.1"]?.width == 50)
        #expect(found["0.0.1.0"]?.minX == 290 && found["0.0.1.1"]?.minX == 310, "green before blue, left to right")
    }

    @Test("Offsets and positions move content the same way in both directions")
    func translations() throws {
        let offset = HStack { Text("A").offset(x: 10) }.frame(width: 200, alignment: .leading)
        let ltr = try #require(frames(offset)["0.0.0"])
        let rtl = try #require(frames(offset.environment(\.layoutDirection, .rightToLeft))["0.0.0"])
        // Mirrored, the text starts at the right; the offset still moves it 10 points right.
        let container = try #require(frames(offset)["0.0"])
        #expect(rtl.minX == container.minX + container.maxX - (ltr.maxX - 10) + 10)
        let positioned = VStack { Color.red.frame(width: 20, height: 10) }.position(x: 30, y: 10).frame(width: 100, height: 20)
        let space = try #require(frames(positioned)["0.0"])
        let placed = try #require(frames(positioned.environment(\.layoutDirection, .rightToLeft))["0.0.0"])
        #expect(placed.midX == space.minX + 30, "a position is a physical point in the space it is given")
        #expect(frames(positioned)["0.0.0"]?.midX == space.minX + 30)
    }
}
