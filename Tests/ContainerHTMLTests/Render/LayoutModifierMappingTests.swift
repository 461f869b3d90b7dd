import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// How `ViewThatFits`, `position` and the grid cell modifiers are written in HTML and JSON.
@Suite struct LayoutModifierMappingTests {
    private var toolbar: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 20)
            Color.green.frame(width: 200, height: 30)
            Color.blue.frame(width: 100, height: 40)
        }
        .padding(16)
    }

    /// The window's width less the padding is offered at every width, so the element holds
    /// `100vw − 32px`, the last index and the other candidates' ideal widths; the stylesheet
    /// counts the candidates before the first that fits, and hides all but that one.
    @Test func viewThatFitsPicksInTheBrowserFromTheOfferedWidth() {
        let html = renderHTML(toolbar)
        #expect(html.contains("class=\"cui-col cui-vtf\" style=\"--cui-av:calc(100vw - 32px);--cui-vc:2;--cui-vw0:300px;--cui-vw1:200px;\""))
        // Every candidate is in the page.
        #expect(html.contains("data-node=\"0.0.0\"") && html.contains("data-node=\"0.0.1\"") && html.contains("data-node=\"0.0.2\""))
        let css = Stylesheet.text
        #expect(css.contains("@property --cui-pick{syntax:'<integer>';inherits:false;initial-value:0}.cui-vtf{--cui-vw0:0px;--cui-vt0:0;"))
        #expect(css.contains("--cui-vp1:min(var(--cui-vp0),max(var(--cui-vt1),sign(var(--cui-vw1) - var(--cui-av))));"))
        #expect(css.contains("--cui-pick:min(var(--cui-vc),var(--cui-vp0) + var(--cui-vp1) + "))
        #expect(css.contains("@container style(--cui-pick:2){.cui-vtf>:not(:nth-child(3)){display:none}}"))
    }

    /// A width that is not a line in the window's (`min(window, 250)`) is decided on the server:
    /// at the render's 390 the frame offers 250 and the second candidate (200) is the first that fits.
    @Test func anOfferedWidthThatIsNotALineIsDecidedOnTheServer() {
        let html = renderHTML(toolbar.frame(maxWidth: 250))
        #expect(html.contains("class=\"cui-col cui-vtf\" style=\"--cui-pick:1;\""))
        #expect(!html.contains("--cui-av"))
    }

    /// Along the vertical axis only, the choice is the engine's for the render's window.
    @Test func verticalFittingIsDecidedOnTheServer() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.frame(height: 900)
            Color.green.frame(height: 100)
        }
        #expect(renderHTML(view).contains("--cui-pick:1;"))
        #expect(renderHTML(view, options: HTMLRenderOptions(containerSize: CGSize(width: 390, height: 1000))).contains("--cui-pick:0;"))
    }

    /// Along both axes, a candidate taller than the height offered never fits: it is marked
    /// too tall instead of carrying its width.
    @Test func aCandidateTooTallIsNeverPicked() {
        let view = ViewThatFits {
            Color.red.frame(width: 100, height: 900)
            Color.green.frame(width: 100, height: 100)
        }
        #expect(renderHTML(view).contains("style=\"--cui-av:calc(100vw);--cui-vc:1;--cui-vt0:1;\""))
    }

    /// A `ViewThatFits` inside another holds its own numbers; the stylesheet's defaults keep the
    /// outer one's from reaching it.
    @Test func nestedViewThatFitsHoldTheirOwnNumbers() {
        let html = renderHTML(ViewThatFits(in: .horizontal) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 600, height: 10)
                Color.orange.frame(width: 500, height: 10)
            }
            Color.green.frame(width: 100, height: 10)
        })
        // The inner one's ideal width is its first candidate's, 600.
        #expect(html.contains("data-node=\"0.0\" class=\"cui-col cui-vtf\" style=\"--cui-av:calc(100vw);--cui-vc:1;--cui-vw0:600px;\""))
        #expect(html.contains("data-node=\"0.0.0\" class=\"cui-col cui-vtf\" style=\"--cui-av:calc(100vw);--cui-vc:1;--cui-vw0:600px;\""))
        #expect(Stylesheet.text.contains(".cui-vtf{--cui-vw0:0px;--cui-vt0:0;--cui-vw1:0px;--cui-vt1:0;"))
    }

    @Test func viewThatFitsInJSON() {
        let json = renderJSON(ViewThatFits(in: .vertical) { Text("a") })
        #expect(json.contains(#""type":"ViewThatFits","properties":{"axes":"vertical"}"#))
    }

    /// `position` is a box of its own that takes the space offered (a size container), and
    /// moves its content's centre from the box's centre to the point.
    @Test func positionIsAFlexibleBoxMovingItsContent() {
        let html = renderHTML(Text("Badge").padding(4).position(x: 40, y: 8.5))
        #expect(html.contains("class=\"cui-col cui-sx cui-sy cui-pos\" style=\"--cui-px:40px;--cui-py:8.5px;\""))
        #expect(Stylesheet.text.contains(".cui-pos>:first-child{translate:calc(var(--cui-px) - 50cqw) calc(var(--cui-py) - 50cqh)}"))
        // Modifiers after it wrap it, so that its first child stays the view it moves.
        let wrapped = renderHTML(Text("Badge").position(x: 1, y: 2).background(Color.red).clipShape(Circle()))
        #expect(wrapped.contains("class=\"cui-col cui-sx cui-sy cui-bg cui-clipc\""))
        #expect(wrapped.contains("class=\"cui-col cui-sx cui-sy cui-pos\" style=\"--cui-px:1px;--cui-py:2px;\"><span"))
        let json = renderJSON(Text("Badge").position(x: 40, y: 8.5))
        #expect(json.contains(#"{"type":"position","description":"position(40, 8.5)"}"#))
    }

    /// An unsized cell adds nothing to its track and fills it; an anchored one carries its unit
    /// point; neither makes the grid take the width offered.
    @Test func gridCellsCarryTheirUnsizedAxesAndAnchor() {
        let html = renderHTML(Grid {
            GridRow { Text("Name"); Text("Score") }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]); Text("★").gridCellAnchor(UnitPoint(x: 0.25, y: 1)) }
        })
        #expect(html.contains("class=\"cui-div cui-sx cui-full cui-gux\""))
        #expect(html.contains("cui-gux cui-guy"))
        #expect(html.contains("--cui-gax:0.25;--cui-gay:1;"))
        #expect(!html.contains("cui-grid cui-g cui-sx"), "unsized cells leave the grid its own width")
        #expect(renderHTML(Grid { GridRow { Color.red } }).contains("cui-grid cui-g cui-gfx cui-sx cui-sy"), "a sized colour still stretches it, and its column")
    }
}
