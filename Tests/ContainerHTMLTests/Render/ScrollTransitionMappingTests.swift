import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Scroll transitions in the page: a wrapper that keeps the node's place, and inside it an element
/// with the effects at rest and, in a scroll view, two scroll-driven animations on its view
/// timeline.
@Suite("Mapping of scroll transitions to HTML/CSS")
struct ScrollTransitionMappingTests {
    private func card(_ configuration: ScrollTransitionConfiguration = .interactive) -> some View {
        Color.red.frame(width: 100, height: 50).scrollTransition(configuration) { content, phase in
            content.scaleEffect(phase.isIdentity ? 1 : 0.5, anchor: .bottom).opacity(phase.isIdentity ? 1 : 0.25).blur(radius: phase.isIdentity ? 0 : 4)
        }
    }

    @Test("In a horizontal scroll view: the effects of each phase, the ranges to the thresholds and the curve each way")
    func animatedInAScrollView() {
        let html = renderHTML(ScrollView(.horizontal) { HStack { card(.interactive(timingCurve: .easeIn)) } })
        #expect(html.contains(#"class="cui-col cui-st cui-sta" style="--cui-st-i:translate(50%,100%) scale(1,1) translate(-50%,-100%);--cui-st-io:1;--cui-st-if:blur(0px);"#))
        #expect(html.contains("--cui-st-b:translate(50%,100%) scale(0.5,0.5) translate(-50%,-100%);--cui-st-bo:0.25;--cui-st-bf:blur(4px);"))
        #expect(html.contains("--cui-st-r1:entry 0% entry 100%;--cui-st-r2:exit 0% exit 100%;"))
        #expect(html.contains("--cui-st-e1:cubic-bezier(0.42,0,1,1);--cui-st-e2:cubic-bezier(0,0,0.58,1);"))
        #expect(!html.contains("cui-sty"))
    }

    @Test("Vertical scroll views follow y; thresholds set the ranges; an animated transition steps")
    func verticalAndThresholds() {
        let html = renderHTML(ScrollView { card(.animated.threshold(.visible(0.25))); card(.interactive.threshold(.centered)) })
        #expect(html.contains("cui-sta cui-sty"))
        #expect(html.contains("--cui-st-r1:entry 0% entry 25%;--cui-st-r2:exit 75% exit 100%;--cui-st-e1:step-end;--cui-st-e2:step-start;"))
        #expect(html.contains("--cui-st-r1:entry 0% cover 50%;--cui-st-r2:cover 50% exit 100%;"))
    }

    @Test("Outside scroll views and with the identity configuration: the resting effects only")
    func atRest() {
        for view in [AnyView(card()), AnyView(ScrollView { card(.identity) })] {
            let html = renderHTML(view)
            #expect(html.contains("cui-st") && html.contains("--cui-st-i:") && !html.contains("cui-sta"))
        }
    }

    @Test("A list scrolls vertically: its rows' transitions follow it, in any style, sections and row spacing included")
    func inLists() {
        for view in [AnyView(List { card() }), AnyView(List { Section("A") { card() } }.listStyle(.plain)), AnyView(List { card(); card() }.listRowSpacing(8))] {
            let html = renderHTML(view)
            #expect(html.contains("cui-st cui-sta cui-sty"))
        }
        // The rounded section cards clip without becoming the rows' scroll container.
        let css = Stylesheet.text
        #expect(css.contains(".cui-lrows{list-style:none;background:var(--cui-card);border-radius:var(--cui-lrad);overflow:clip}"))
        #expect(css.contains(".cui-lrs .cui-lrow{background:var(--cui-card);border-radius:var(--cui-lrad);overflow:clip}"))
    }

    @Test("Clipping between the view and its scroll view makes no scroll container: overflow clip, or a clip path")
    func clippingKeepsTheScrollViewsTimeline() {
        let clipped = renderHTML(ScrollView { VStack { card() }.clipped(); VStack { card() }.cornerRadius(12); VStack { card() }.clipShape(.rect(cornerRadius: 12)) })
        #expect(clipped.components(separatedBy: "cui-st cui-sta cui-sty").count == 4)
        #expect(clipped.contains("cui-clip"))
        let css = Stylesheet.text
        #expect(css.contains(".cui-clip{overflow:clip}:where(.cui-clip){min-width:0;min-height:0}"))
        #expect(!css.contains("overflow:hidden}.cui-rad") && !css.contains(".cui-clip{overflow:hidden"))
    }

    @Test("The wrapper keeps the node's placement, and the effects' element is inside it")
    func wrapperAndInnerElement() {
        let html = renderHTML(ScrollView(.horizontal) { HStack { card() } }.scrollTargetBehavior(.viewAligned))
        let wrapper = html.range(of: #"<div data-node="0.0.0.0" class="cui-col"#)
        let inner = html.range(of: #"<div data-node="0.0.0.0" class="cui-col cui-st"#)
        #expect(wrapper != nil && inner != nil && wrapper!.lowerBound < inner!.lowerBound)
    }
}
