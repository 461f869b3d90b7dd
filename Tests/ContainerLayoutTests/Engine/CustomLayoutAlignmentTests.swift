import ContainerLayout
import ContainerUI
import Foundation
import Testing

extension VerticalAlignment {
    /// A custom guide at the middle unless a view sets it.
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    fileprivate static let marker = VerticalAlignment(Marker.self)
}

/// Stacks its subviews top to bottom at its leading edge, and answers `explicitAlignment` with
/// `leading` (10 points in, as in SwiftUI's documentation) and `marker` (30 points down), or
/// with nothing at all (`answers` false: every guide takes its default).
private struct Column: Layout {
    var answers = true

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        answers && guide == .leading ? bounds.minX + 10 : nil
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        answers && guide == .marker ? bounds.minY + 30 : nil
    }
}

/// The same column without `explicitAlignment`: the default merges its subviews' guides.
private struct PlainColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Column().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Column().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// `Column` through an `AnyLayout`, every call handed on, as SwiftUI code delegates.
private struct ThroughAnyLayout: Layout {
    let inner = AnyLayout(Column())

    func makeCache(subviews: Subviews) -> AnyLayout.Cache {
        inner.makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGFloat? {
        inner.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Places its one subview at the subview's explicit leading guide (0 without one).
private struct LeadingReader: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let leading = subview.dimensions(in: .unspecified)[explicit: .leading] ?? 0
            subview.place(at: CGPoint(x: bounds.minX + leading, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// A custom layout's `explicitAlignment`, asked by the stacks and layouts that align it on a
/// guide; `nil` is the guide's default in its size, and a layout that does not implement it
/// gives its subviews' explicit values, merged as a stack merges them.
@Suite struct CustomLayoutAlignmentTests {
    @Test func aStackAlignsALayoutOnItsExplicitLeadingGuide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Column { Color.blue.frame(width: 50, height: 10) }
        }
        let result = frames(of: view, width: 300, height: 400)
        // Guides 0 and 10 on one line: the column starts 10 left of the red view; the union is
        // 110 wide, centred at x 95.
        #expect(result["0.0"] == CGRect(x: 95, y: 190, width: 110, height: 20))
        #expect(result["0.0.0"] == CGRect(x: 105, y: 190, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 95, y: 200, width: 50, height: 10))
        #expect(result["0.0.1.0"] == CGRect(x: 95, y: 200, width: 50, height: 10))
    }

    @Test func aStackAlignsALayoutOnItsExplicitCustomGuide() {
        let view = HStack(alignment: .marker, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Column { Color.blue.frame(width: 10, height: 40) }
        }
        let result = frames(of: view, width: 300, height: 400)
        // The red view's guide is its middle (10), the column's 30: the red view starts 20 below
        // the column, and the union is 40 tall.
        #expect(result["0.0"] == CGRect(x: 140, y: 180, width: 20, height: 40))
        #expect(result["0.0.0"] == CGRect(x: 140, y: 200, width: 10, height: 20))
        #expect(result["0.0.1"] == CGRect(x: 150, y: 180, width: 10, height: 40))
    }

    @Test func nilTakesTheGuidesDefaultInTheLayoutsSize() {
        let view = HStack(alignment: .marker, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Column(answers: false) { Color.blue.frame(width: 10, height: 40) }
        }
        let result = frames(of: view, width: 300, height: 400)
        // Both at their middles: the red view 10 below the column's top.
        #expect(result["0.0.0"] == CGRect(x: 140, y: 190, width: 10, height: 20))
        #expect(result["0.0.1"] == CGRect(x: 150, y: 180, width: 10, height: 40))
    }

    @Test func theDefaultMergesTheSubviewsBaselinesAndNilDoesNot() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A")
            PlainColumn { Color.red.frame(width: 10, height: 10); Text("B") }
            Column(answers: false) { Text("C") }
        }
        let result = frames(of: view, width: 300, height: 400)
        let text = try #require(result["0.0.0"]), plain = try #require(result["0.0.1"]), answering = try #require(result["0.0.2"])
        // The plain column's first baseline is its text's, 10 down: that text is level with "A".
        #expect(plain.minY + 10 == text.minY)
        #expect(result["0.0.1.1"]?.minY == text.minY)
        // The column answering nil has its default, its bottom, on "A"'s baseline, above A's bottom.
        #expect(answering.height == text.height)
        #expect(answering.maxY < text.maxY)
        #expect(answering.minY < text.minY)
    }

    @Test func aLayoutReadsAnotherLayoutsExplicitGuideThroughItsDimensions() {
        let view = LeadingReader { Column { Color.blue.frame(width: 50, height: 10) } }
        let result = frames(of: view, width: 200, height: 20)
        #expect(result["0.0.0"] == CGRect(x: 10, y: 0, width: 50, height: 10))
    }

    @Test func anAnyLayoutHandsOnTheWrappedLayoutsGuide() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            ThroughAnyLayout { Color.blue.frame(width: 50, height: 10) }
        }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.0"] == CGRect(x: 105, y: 190, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 95, y: 200, width: 50, height: 10))
    }

    @Test func aLayoutAnsweringOneAxisByDefaultAnswersTheOtherItself() {
        // `ThroughAnyLayout` answers horizontal guides and leaves vertical ones to the default:
        // the ZStack asks both, and the default's answer for `top` must not stand for `leading`.
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 10)
            ThroughAnyLayout { Color.blue.frame(width: 50, height: 10) }
        }
        let result = frames(of: view, width: 300, height: 400)
        #expect(result["0.0.0"] == CGRect(x: 105, y: 195, width: 100, height: 10))
        #expect(result["0.0.1"] == CGRect(x: 95, y: 195, width: 50, height: 10))
    }

    @Test func aFrameAlignsALayoutOnItsExplicitGuide() {
        let view = Column { Color.blue.frame(width: 50, height: 10) }
            .frame(width: 100, height: 10, alignment: .leading)
        let result = frames(of: view, width: 100, height: 10)
        // The frame's leading edge (0) meets the column's guide (10), which is 10 in from its view.
        #expect(result["0.0.0"] == CGRect(x: -10, y: 0, width: 50, height: 10))
    }
}
