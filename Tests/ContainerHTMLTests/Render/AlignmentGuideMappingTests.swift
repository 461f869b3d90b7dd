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

    @Test func theGuideIsNamedInJSON() {
        let json = renderJSON(Text("A").alignmentGuide(.values) { d in d[.leading] })
        #expect(json.contains(#"{"type":"alignmentGuide","guide":"Values"}"#))
    }
}
