import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `ConcentricRectangle` (iOS 26): its corners concentric with the container's shape as
/// `ContainerRelativeShape`'s are, a minimum or a fixed radius where a corner asks for one.
@Suite struct ConcentricRectangleMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func background(_ shape: ConcentricRectangle, padding: CGFloat = 8, container: some InsettableShape = RoundedRectangle(cornerRadius: 20)) -> String {
        renderHTML(Color.clear.frame(width: 100, height: 40)
            .background(.blue, in: shape)
            .padding(padding)
            .containerShape(container), options: quiet)
    }

    /// 8 points in from a container with 20-point corners: 12-point corners.
    @Test func concentricCornersAreTheContainersLessTheInset() {
        #expect(background(ConcentricRectangle()).contains("--cui-bgr:12px 12px 12px 12px;"))
    }

    /// A minimum holds where the concentric radius falls below it; a fixed corner keeps its own.
    @Test func minimumsAndFixedCorners() {
        #expect(background(ConcentricRectangle(corners: .concentric(minimum: 16))).contains("--cui-bgr:16px 16px 16px 16px;"))
        #expect(background(ConcentricRectangle(corners: .concentric(minimum: 6))).contains("--cui-bgr:12px 12px 12px 12px;"))
        #expect(background(.rect(corners: .fixed(4))).contains("--cui-bgr:4px 4px 4px 4px;"))
        #expect(background(ConcentricRectangle(topLeadingCorner: 3, topTrailingCorner: .concentric)).contains("cui-unev"))
    }

    /// Uniform pairs share the larger radius of the pair.
    @Test func uniformCornersShareTheLargestRadius() {
        let html = background(ConcentricRectangle(uniformTopCorners: .fixed(2), uniformBottomCorners: .concentric), padding: 4,
                              container: UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomLeading: 30, bottomTrailing: 20, topTrailing: 10)))
        #expect(html.contains("--cui-rtl:2px;") && html.contains("--cui-rtt:2px;"))
        #expect(html.contains("--cui-rbl:26px;") && html.contains("--cui-rbt:26px;"))
    }

    /// Outside any container the corners meet a square one: their minimum, or square.
    @Test func withoutAContainerConcentricCornersAreTheirMinimum() {
        let rounded = renderHTML(Color.clear.frame(width: 10, height: 10).background(.blue, in: ConcentricRectangle(corners: .concentric(minimum: 5))), options: quiet)
        #expect(rounded.contains("--cui-bgr:5px 5px 5px 5px;"))
        let square = renderHTML(ConcentricRectangle().fill(.red).frame(width: 10, height: 10), options: quiet)
        #expect(!square.contains("<svg"))
    }

    /// Inside a capsule, plain concentric corners make a capsule, as `ContainerRelativeShape` does.
    @Test func plainConcentricCornersInsideACapsuleAreACapsule() {
        let html = renderHTML(ConcentricRectangle().fill(.red).frame(width: 60, height: 20).padding(6).containerShape(Capsule()), options: quiet)
        #expect(html.contains("--cui-rad:9999px;"))
    }
}
