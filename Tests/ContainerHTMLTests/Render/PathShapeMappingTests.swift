import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A `Path` used as a shape draws at its own coordinates in pixels from the frame's top-left
/// corner: an SVG without a view box (the stylesheet lets it overflow), not the 100 × 100 view
/// box scaled shapes are drawn in.
@Suite struct PathShapeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private let zigzag = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 20))
        path.addLine(to: CGPoint(x: 80, y: 0))
    }

    @Test func aStrokedPathIsDrawnInPixelsWithoutAViewBox() {
        let html = renderHTML(zigzag.stroke(.blue, lineWidth: 2), options: quiet)
        #expect(html.contains(#"<svg aria-hidden="true"><path d="M0 0L40 20L80 0"></path></svg>"#))
        #expect(!html.contains("viewBox"))
        #expect(html.contains("cui-shape") && html.contains("--cui-sw:2px;") && html.contains("--cui-fill:none;"))
        #expect(Stylesheet.text.contains(".cui-shape>svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible}"))
    }

    @Test func aFilledOrBarePathTakesItsStyle() {
        let filled = renderHTML(zigzag.fill(.red), options: quiet)
        #expect(filled.contains(#"<svg aria-hidden="true"><path d="M0 0L40 20L80 0"></path></svg>"#))
        #expect(filled.contains("--cui-fill:") && !filled.contains("--cui-fill:none;") && filled.contains("--cui-stroke:none;"))
        let bare = renderHTML(VStack { zigzag }.foregroundStyle(.green), options: quiet)
        #expect(bare.contains(#"<path d="M0 0L40 20L80 0"></path>"#) && !bare.contains("viewBox"))
    }

    @Test func shapesThatFollowTheirRectKeepTheViewBox() {
        #expect(renderHTML(Circle().stroke(.blue), options: quiet).contains(#"viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet""#))
        let trimmed = renderHTML(zigzag.trim(from: 0, to: 0.5).stroke(.blue), options: quiet)
        #expect(trimmed.contains(#"<svg aria-hidden="true"><path d="M0 0L40 20"></path></svg>"#), "a trimmed path stays in pixels")
    }

    @Test func aPathClipsInTheBoxsPixels() {
        let html = renderHTML(Color.red.frame(width: 100, height: 40).clipShape(zigzag), options: quiet)
        #expect(html.contains(#"clipPathUnits="userSpaceOnUse"><path d="M0 0L40 20L80 0"></path>"#))
        #expect(renderHTML(Color.red.clipShape(Ellipse().trim(from: 0, to: 0.5)), options: quiet).contains(#"clipPathUnits="objectBoundingBox""#))
    }
}
