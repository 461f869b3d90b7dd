import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Scroll anchors in the layout engine, as Chromium lines up an initial target by its
/// `scroll-snap-align` inside the scroll padding, and as auto margins place short content.
@Suite struct ScrollAnchorLayoutTests {
    /// Ten 100-point rows in a 300-point scroll view; the row `target` named by
    /// `scrollPosition(id:anchor:)` when given.
    private func rows(target: Int? = nil, anchor: UnitPoint? = nil, count: Int = 10, margins: CGFloat = 0) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { Color.gray.frame(height: 100).id($0) }
            }
        }
        .contentMargins(.vertical, margins)
        .scrollPosition(id: .constant(target), anchor: anchor)
    }

    @Test func aTargetsAnchorMeetsTheSameAnchorOfTheScrollport() {
        // Row 4 spans 400–500 in the content: its centre at the scrollport's centre (150) is an
        // offset of 300, its bottom at the bottom one of 200.
        #expect(frames(of: rows(target: 4, anchor: .center), width: 200, height: 300)["0.0.0.4"]?.minY == 100)
        #expect(frames(of: rows(target: 4, anchor: .bottom), width: 200, height: 300)["0.0.0.4"]?.maxY == 300)
        // Within the scroll range: row 0 cannot come down to the centre, row 9 cannot go up.
        #expect(frames(of: rows(target: 0, anchor: .center), width: 200, height: 300)["0.0.0.0"]?.minY == 0)
        #expect(frames(of: rows(target: 9, anchor: .center), width: 200, height: 300)["0.0.0.9"]?.maxY == 300)
        // Content margins are the scroll padding: the bottom margin is kept below the target.
        #expect(frames(of: rows(target: 4, anchor: .bottom, margins: 20), width: 200, height: 300)["0.0.0.4"]?.maxY == 280)
    }

    @Test func aDefaultAnchorStartsTheContentThere() {
        let bottom = frames(of: rows().defaultScrollAnchor(.bottom), width: 200, height: 300)
        #expect(bottom["0.0.0.9"]?.maxY == 300)
        let centre = frames(of: rows().defaultScrollAnchor(.center, for: .initialOffset), width: 200, height: 300)
        #expect(centre["0.0.0.0"]?.minY == -350)
        // A scroll position wins over the default anchor.
        let named = frames(of: rows(target: 2).defaultScrollAnchor(.bottom), width: 200, height: 300)
        #expect(named["0.0.0.2"]?.minY == 0)
    }

    @Test func shortContentSitsAtTheAlignmentAnchor() {
        let bottom = frames(of: rows(count: 2).defaultScrollAnchor(.bottom), width: 200, height: 300)
        #expect(bottom["0.0.0"] == CGRect(x: 0, y: 100, width: 200, height: 200))
        let centre = frames(of: rows(count: 2).defaultScrollAnchor(.center, for: .alignment), width: 200, height: 300)
        #expect(centre["0.0.0"]?.minY == 50)
        let top = frames(of: rows(count: 2).defaultScrollAnchor(.bottom, for: .initialOffset), width: 200, height: 300)
        #expect(top["0.0.0"]?.minY == 0)
        let row = ScrollView(.horizontal) { HStack(spacing: 0) { Color.red.frame(width: 50) } }.defaultScrollAnchor(.trailing)
        #expect(frames(of: row, width: 200, height: 100)["0.0.0"]?.minX == 150)
    }
}
