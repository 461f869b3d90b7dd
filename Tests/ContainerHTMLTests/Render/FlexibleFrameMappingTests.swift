import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A flexible frame with only a minimum along an axis the scroll content leaves unproposed: its
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

    @Test func withAMaximumOrAProposalTheChildStillGrows() {
        #expect(!renderHTML(ScrollView { column.frame(minHeight: 200, maxHeight: 300) }).contains("cui-nm"))
        #expect(!renderHTML(ScrollView { column.frame(minWidth: 200) }).contains("cui-nm"))
        #expect(!renderHTML(VStack { column.frame(minHeight: 200) }).contains("cui-nm"))
    }
}
