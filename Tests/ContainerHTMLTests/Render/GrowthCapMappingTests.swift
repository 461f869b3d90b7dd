import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A flexible view with a bounded maximum grows no further in the browser than in the layout:
/// the element that takes part in its parent's layout carries the bound (`max-width`,
/// `max-height`) when wrappers or a stack stand between it and the frame, and a stack, the root
/// or a grid cell places it across by its alignment (`cui-bx`, `cui-by`) instead of at the start.
@Suite struct GrowthCapMappingTests {
    /// The classes and style of the outermost element of node `id`.
    private func outermost(_ html: String, _ id: String) -> (classes: String, style: String)? {
        let pattern = try! Regex(#"data-node="\#(id)" class="([^"]*)"(?: style="([^"]*)")?"#)
        guard let match = html.firstMatch(of: pattern) else { return nil }
        return (String(match.output[1].substring ?? ""), String(match.output[2].substring ?? ""))
    }

    @Test func paddingAroundABoundedFrameAddsToItsBound() throws {
        let html = renderHTML(HStack {
            Color.orange.frame(maxWidth: 60).clipShape(RoundedRectangle(cornerRadius: 6)).padding(4).background(.gray)
            Color.indigo
        })
        let element = try #require(outermost(html, "0.0.0"))
        // The outer box's content is the frame with its clip: 60 wide; its own padding is outside.
        #expect(element.classes.contains("cui-bx cui-maxw cui-pad"))
        #expect(element.style.hasPrefix("--cui-maxw:60px;"))
        // A wrapper inside another wrapper's padding: 60 + 2 × 4.
        let nested = renderHTML(HStack { Color.orange.frame(maxWidth: 60).padding(4).background(.gray).padding(2); Color.indigo })
        #expect(try #require(outermost(nested, "0.0.0")).style.hasPrefix("--cui-maxw:68px;"))
    }

    @Test func aFrameOnTheOutermostElementWritesItsBoundOnce() throws {
        let html = renderHTML(VStack { Color.mint.frame(maxWidth: 80) })
        let element = try #require(outermost(html, "0.0.0"))
        #expect(element.classes == "cui-col cui-sx cui-sy cui-bx cui-maxw")
        #expect(element.style == "--cui-maxw:80px;")
        #expect(Stylesheet.text.contains(".cui-col>.cui-bx,.cui-root>.cui-bx{align-self:auto;width:stretch}"))
        #expect(Stylesheet.text.contains(".cui-row>.cui-by{align-self:auto;height:stretch}"))
    }

    @Test func aStackOfBoundedViewsIsBoundedByTheirGreatestAcrossAndTheirSumAlong() throws {
        let across = renderHTML(HStack {
            VStack(spacing: 4) { Color.mint.frame(maxWidth: 80); Color.mint.frame(maxWidth: 50) }
            Color.indigo
        })
        #expect(try #require(outermost(across, "0.0.0")).style.contains("--cui-maxw:80px;"))
        let along = renderHTML(VStack {
            HStack(spacing: 4) { Color.mint.frame(maxWidth: 80); Color.mint.frame(maxWidth: 50) }
            Color.indigo
        })
        // The gap is in what the stack's content asks for; the colours ask for nothing.
        let alongElement = try #require(outermost(along, "0.0.0"))
        #expect(alongElement.classes.contains("cui-bx cui-maxwc") && alongElement.style.contains("--cui-mwe:130px;--cui-mwl:0px;"))
        #expect(Stylesheet.text.contains(".cui-maxwc{max-width:calc-size(max-content,max(size + var(--cui-mwe),var(--cui-mwl)))}"))
    }

    @Test func contentBesideBoundedViewsAcrossIsAsLongAsTheLongerOfThem() throws {
        let html = renderHTML(HStack {
            VStack { Text("Welcome back"); Color.mint.frame(maxWidth: 300) }
            Color.indigo
        })
        let element = try #require(outermost(html, "0.0.0"))
        #expect(element.classes.contains("cui-bx cui-maxwc"))
        #expect(element.style.contains("--cui-mwe:0px;--cui-mwl:300px;"))
    }

    @Test func contentBesideBoundedViewsAlongIsAsLongAsTheContentAndTheirBounds() throws {
        let html = renderHTML(VStack { HStack { Text("Name"); Color.mint.frame(maxWidth: 80).padding(.leading, 4) }; Color.indigo })
        #expect(try #require(outermost(html, "0.0.0")).style.contains("--cui-mwe:80px;--cui-mwl:0px;"))
    }

    @Test func unknownOrUnboundedLimitsWriteNothing() throws {
        // Across a stack, a child longer than its content by an extra: CSS cannot write the
        // longest of the children.
        let across = renderHTML(HStack {
            VStack { HStack { Text("Name"); Color.mint.frame(maxWidth: 80) }; Color.mint.frame(maxWidth: 50) }
            Color.indigo
        })
        #expect(try !#require(outermost(across, "0.0.0")).classes.contains("cui-max"))
        // Anything unbounded inside: nothing to cap.
        let unbounded = renderHTML(HStack { VStack { Color.mint.frame(maxWidth: 80); Color.teal }.padding(); Color.indigo })
        #expect(try !#require(outermost(unbounded, "0.0.0")).classes.contains("cui-bx"))
        #expect(!renderHTML(Color.red.frame(maxWidth: .infinity).padding()).contains("cui-bx"))
    }

    @Test func theLayoutAgrees() {
        let view = HStack {
            Color.orange.frame(maxWidth: 60).padding(4).background(.gray)
            VStack(spacing: 4) { Color.mint.frame(maxWidth: 80); Color.mint.frame(maxWidth: 50) }
            Color.indigo
        }
        let frames = layout(resolve(view.frame(height: 44)), in: CGSize(width: 390, height: 44)).framesByID
        #expect(frames["0.0.0"]?.frame.width == 68)
        #expect(frames["0.0.1"]?.frame.width == 80)
        #expect(frames["0.0.1.1"]?.frame.midX == frames["0.0.1"]?.frame.midX)
    }
}
