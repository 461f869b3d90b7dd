import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A flexible frame with only a minimum along an axis left unproposed (scroll content, `fixedSize`): its
/// element keeps the minimum, and its greedy child does not grow into it (`cui-nmy`, `cui-nmx`),
/// so the child keeps its ideal length where the frame's alignment places it, as in the layout.
@Suite struct FlexibleFrameMappingTests {
    private var column: some View {
        VStack { Text("a"); Spacer(); Text("b") }
    }

    @Test func aMinimumAloneInScrollContentStopsTheChildGrowing() {
        let vertical = renderHTML(ScrollView { column.frame(minHeight: 200, alignment: .top) })
        #expect(vertical.contains(#"class="cui-col cui-sy cui-nmy cui-minh cui-js" style="--cui-minh:200px;""#))
        let horizontal = renderHTML(ScrollView(.horizontal) { column.frame(minWidth: 200) })
        #expect(horizontal.contains(#"class="cui-col cui-sy cui-nmx cui-minw" style="--cui-minw:200px;""#))
        #expect(Stylesheet.text.contains(".cui-col.cui-nmx>.cui-sx{align-self:auto}.cui-col.cui-nmy>.cui-sy{flex:none}"))
    }

    @Test func underFixedSizeTooUntilAFixedLength() {
        let fixed = renderHTML(VStack { column.frame(minHeight: 200, alignment: .top) }.fixedSize())
        #expect(fixed.contains(#"class="cui-col cui-sy cui-nmy cui-minh cui-js" style="--cui-minh:200px;""#))
        let horizontal = renderHTML(HStack { column.frame(minWidth: 200) }.fixedSize(horizontal: true, vertical: false))
        #expect(horizontal.contains("cui-nmx") && !horizontal.contains("cui-nmy"))
        // A fixed height below the fixedSize proposes it again.
        #expect(!renderHTML(VStack { VStack { column.frame(minHeight: 200) }.frame(height: 300) }.fixedSize()).contains("cui-nm"))
    }

    @Test func withAMaximumOrAProposalTheChildStillGrows() {
        #expect(!renderHTML(ScrollView { column.frame(minHeight: 200, maxHeight: 300) }).contains("cui-nm"))
        #expect(!renderHTML(ScrollView { column.frame(minWidth: 200) }).contains("cui-nm"))
        #expect(!renderHTML(VStack { column.frame(minHeight: 200) }).contains("cui-nm"))
    }

    @Test func aMaximumEqualToItsMinimumIsAFixedLengthThatWrappersDoNotGrowPast() throws {
        let view = VStack(spacing: 0) {
            Color.red
            Text("Now playing").frame(maxWidth: .infinity, minHeight: 48, maxHeight: 48).padding(.bottom, 8)
        }
        let html = renderHTML(view)
        let classes = html.matches(of: /data-node="0\.0\.1" class="([^"]*)"/).map { String($0.output.1) }
        // The frame's element (with its padding) stretches across the column, never down it, and
        // neither does the text's: the colour takes the rest.
        #expect(classes.count == 2 && classes[0].contains("cui-sx") && !classes.contains { $0.contains("cui-sy") })
        let frames = layout(resolve(view), in: CGSize(width: 390, height: 844)).framesByID
        #expect(frames["0.0.1"]?.frame == CGRect(x: 0, y: 788, width: 390, height: 56))
    }
}
