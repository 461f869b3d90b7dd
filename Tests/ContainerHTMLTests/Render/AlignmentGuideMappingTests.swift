import ContainerHTML
import ContainerUI
import Foundation
import Testing

extension HorizontalAlignment {
    fileprivate enum Values: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    fileprivate static let values = HorizontalAlignment(Values.self)
}

/// Stacks its subviews at its leading edge; its leading guide is `indent` points in when set.
private struct IndentedColumn: Layout {
    var indent: CGFloat?

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
        guide == .leading ? indent.map { bounds.minX + $0 } : nil
    }
}

/// How stacks aligned by guides are written: the browser lays them out along their axis, the
/// engine's offsets across it.
@Suite struct AlignmentGuideMappingTests {
    /// A stack no guide reaches is written as before: no pinned length, no offsets.
    @Test func stacksWithoutGuidesAreUnchanged() {
        let html = renderHTML(VStack(alignment: .leading) { Text("a"); Text("b") })
        #expect(html.contains("class=\"cui-col cui-vs cui-as\""))
        #expect(!html.contains("cui-gbw") && !html.contains("cui-gx"))
    }

    /// The red view fills the window (a width of `100vw` at every width); the blue one is 20 in.
    @Test func offsetsAndLengthsFollowTheWindowWhereTheyAreLinesInIt() {
        let html = renderHTML(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        })
        #expect(html.contains("class=\"cui-gbw cui-col cui-vs cui-sx\" style=\"--cui-bw:calc(100vw);--cui-gap:0px;"))
        #expect(html.contains("cui-gs cui-gx cui-gw") && html.contains("--cui-gx:0px;--cui-gw:calc(100vw);"))
        #expect(html.contains("--cui-gx:20px;"))
    }

    /// Rows of a stack aligned on a custom guide are offset so that the marked views line up.
    @Test func rowsAreOffsetByTheEngine() {
        let html = renderHTML(VStack(alignment: .values, spacing: 0) {
            HStack(spacing: 0) { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 60, height: 10).alignmentGuide(.values) { d in d[.leading] } }
            HStack(spacing: 0) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 60, height: 10).alignmentGuide(.values) { d in d[.leading] } }
        })
        #expect(html.contains("--cui-bw:160px;"))
        #expect(html.contains("--cui-gx:60px;"))
        #expect(html.contains("--cui-gx:0px;"))
    }

    /// A `ZStack` aligned by guides pins both lengths and offsets its children both ways.
    @Test func aZStackOffsetsBothWays() {
        let html = renderHTML(ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 100, height: 40)
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        })
        #expect(html.contains("--cui-bw:110px;--cui-bh:50px;"))
        #expect(html.contains("--cui-gx:0px;--cui-gy:10px;"))
        #expect(html.contains("--cui-gx:90px;--cui-gy:0px;"))
    }

    /// A custom layout's explicit leading guide (10 in) moves its sibling 10 right of it.
    @Test func aLayoutsExplicitGuideIsPlacedByTheEngine() {
        let html = renderHTML(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            IndentedColumn(indent: 10) { Color.blue.frame(width: 50, height: 10) }
        })
        #expect(html.contains("class=\"cui-gbw cui-col cui-vs\" style=\"--cui-bw:110px;--cui-gap:0px;"))
        #expect(html.contains("--cui-gx:10px;"))
        #expect(html.contains("class=\"cui-layout cui-gs cui-gx cui-gmw\" style=\"--cui-w:50px;--cui-h:10px;--cui-gx:0px;"))
    }

    /// A custom layout that answers no guide leaves its stack a flex box.
    @Test func aLayoutWithoutExplicitGuidesLeavesTheStackUnchanged() {
        let html = renderHTML(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            IndentedColumn { Color.blue.frame(width: 50, height: 10) }
        })
        #expect(html.contains("class=\"cui-col cui-vs cui-as\""))
        #expect(!html.contains("cui-gbw") && !html.contains("cui-gx"))
    }

    @Test func theGuideIsNamedInJSON() {
        let json = renderJSON(Text("A").alignmentGuide(.values) { d in d[.leading] })
        #expect(json.contains(#"{"type":"alignmentGuide","guide":"Values"}"#))
    }
}
