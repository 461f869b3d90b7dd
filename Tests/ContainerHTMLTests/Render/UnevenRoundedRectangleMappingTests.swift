import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// `UnevenRoundedRectangle` is a CSS shape: `cui-unev` gives its radii to the logical corners
/// (`border-start-start-radius`, …), so leading and trailing mirror under `dir="rtl"`, in fills,
/// strokes, borders, backgrounds and clips.
@Suite struct UnevenRoundedRectangleMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })
    private let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 4, bottomTrailingRadius: 8, topTrailingRadius: 0)
    private let corners = "--cui-rtl:20px;--cui-rtt:0px;--cui-rbt:8px;--cui-rbl:4px;"

    @Test func theStylesheetPutsTheRadiiOnTheLogicalCornersAfterTheShapeRules() throws {
        let css = Stylesheet.text
        let rule = ".cui-unev{border-start-start-radius:var(--cui-rtl);border-start-end-radius:var(--cui-rtt);border-end-end-radius:var(--cui-rbt);border-end-start-radius:var(--cui-rbl)}"
        let unev = try #require(css.range(of: rule))
        for earlier in [".cui-cssshape{", ".cui-cssstroke{", ".cui-rad{", ".cui-bgr{"] {
            let range = try #require(css.range(of: earlier))
            #expect(range.lowerBound < unev.lowerBound, "\(earlier) comes first, so the logical corners win")
        }
    }

    @Test func aFillIsACSSBoxWithLogicalCorners() {
        let html = renderHTML(shape.fill(.blue), options: quiet)
        #expect(html.contains("cui-cssshape") && html.contains("cui-unev") && !html.contains("<svg"))
        #expect(html.contains("--cui-rad:20px 0px 8px 4px;" + corners))
    }

    @Test func rightToLeftKeepsTheLogicalCornersUnderDirRTL() {
        let html = renderHTML(shape.fill(.blue).environment(\.layoutDirection, .rightToLeft), options: quiet)
        #expect(html.contains(#"dir="rtl""#) && html.contains(corners))
    }

    @Test func strokesAndBordersAreOutlines() {
        let stroke = renderHTML(shape.stroke(.red, lineWidth: 3), options: quiet)
        #expect(stroke.contains("cui-cssstroke") && stroke.contains(corners) && !stroke.contains("<svg"))
        let dashed = renderHTML(shape.stroke(.red, style: StrokeStyle(lineWidth: 3, dash: [4, 2])), options: quiet)
        #expect(dashed.contains("cui-cssstroke") && !dashed.contains("<rect"), "a <rect> cannot draw the corners")
        let border = renderHTML(shape.strokeBorder(.red, lineWidth: 3), options: quiet)
        #expect(border.contains("cui-cssborder") && border.contains(corners))
    }

    @Test func backgroundsAndClipsUseTheCorners() {
        let background = renderHTML(Text("Tab").padding().background(.yellow, in: .rect(topLeadingRadius: 10, topTrailingRadius: 10)), options: quiet)
        #expect(background.contains("cui-bgr") && background.contains("--cui-bgr:10px 10px 0px 0px;--cui-rtl:10px;--cui-rtt:10px;--cui-rbt:0px;--cui-rbl:0px;"))
        let clipped = renderHTML(Color.red.frame(width: 80, height: 40).clipShape(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 16))), options: quiet)
        #expect(clipped.contains("cui-clip") && clipped.contains("cui-rad") && clipped.contains("--cui-rbt:16px;"))
        #expect(!clipped.contains("clipPath"))
    }

    @Test func aTrimIsItsPath() {
        let html = renderHTML(shape.trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2), options: quiet)
        #expect(html.contains("<path d=\"M20 0") && !html.contains("cui-trim"))
    }
}
