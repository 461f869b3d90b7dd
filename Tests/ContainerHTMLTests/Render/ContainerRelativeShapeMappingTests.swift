import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `ContainerRelativeShape` inside `containerShape(_:)`: the container's shape, its corners
/// smaller by the view's distance from the container's edges, in a fill, a clip and a background.
@Suite struct ContainerRelativeShapeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// 8 points in from a container with 20-point corners: 12-point corners.
    @Test func aBackgroundInsideAPaddedContainerHasConcentricCorners() {
        let html = renderHTML(Color.clear.frame(width: 100, height: 40)
            .background(.blue, in: ContainerRelativeShape())
            .padding(8)
            .background(.gray, in: RoundedRectangle(cornerRadius: 20))
            .containerShape(RoundedRectangle(cornerRadius: 20)), options: quiet)
        #expect(html.contains("--cui-bgr:12px;"))
        #expect(html.contains("--cui-bgr:20px;"))
    }

    /// 5 points in: 15-point corners, clipped by CSS rather than an SVG path.
    @Test func aClipInsideAContainerHasConcentricCorners() {
        let html = renderHTML(Color.red.frame(width: 40, height: 40)
            .clipShape(ContainerRelativeShape())
            .padding(5)
            .containerShape(RoundedRectangle(cornerRadius: 20)), options: quiet)
        #expect(html.contains("cui-clip cui-rad") && html.contains("--cui-rad:15px;"))
        #expect(!html.contains("cui-clipp"))
    }

    /// The smallest distance counts (4 across, 10 down), and a radius never drops below 0.
    @Test func aFilledShapeTakesTheSmallestInsetAndNoNegativeRadius() {
        let near = renderHTML(ContainerRelativeShape().fill(.red).frame(width: 60, height: 30)
            .padding(.horizontal, 4).padding(.vertical, 10)
            .containerShape(RoundedRectangle(cornerRadius: 10)), options: quiet)
        #expect(near.contains("--cui-rad:6px;"))
        let far = renderHTML(ContainerRelativeShape().fill(.red).frame(width: 60, height: 30)
            .padding(30)
            .containerShape(RoundedRectangle(cornerRadius: 10)), options: quiet)
        #expect(far.contains("cui-cssshape") && !far.contains("--cui-rad:-"))
        #expect(far.contains("--cui-rad:0px;"))
    }

    /// A capsule stays a capsule at any inset; with no container, the shape is the bounds.
    @Test func capsulesStayCapsulesAndNoContainerIsARectangle() {
        let capsule = renderHTML(ContainerRelativeShape().fill(.red).frame(width: 60, height: 20).padding(6)
            .containerShape(Capsule()), options: quiet)
        #expect(capsule.contains("--cui-rad:9999px;"))
        let plain = renderHTML(Color.clear.frame(width: 10, height: 10).background(.blue, in: ContainerRelativeShape()), options: quiet)
        #expect(plain.contains("cui-bg") && !plain.contains("cui-bgr") && !plain.contains("<svg"))
    }
}
