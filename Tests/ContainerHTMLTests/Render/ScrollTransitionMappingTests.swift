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

    @Test("Outside scroll views, in lists and with the identity configuration: the resting effects only")
    func atRest() {
        for view in [AnyView(card()), AnyView(List { card() }), AnyView(ScrollView { card(.identity) })] {
            let html = renderHTML(view)
            #expect(html.contains("cui-st") && html.contains("--cui-st-i:") && !html.contains("cui-sta"))
        }
    }

    @Test("The wrapper keeps the node's placement, and the effects' element is inside it")
    func wrapperAndInnerElement() {
        let html = renderHTML(ScrollView(.horizontal) { HStack { card() } }.scrollTargetBehavior(.viewAligned))
        let wrapper = html.range(of: #"<div data-node="0.0.0.0" class="cui-col"#)
        let inner = html.range(of: #"<div data-node="0.0.0.0" class="cui-col cui-st"#)
        #expect(wrapper != nil && inner != nil && wrapper!.lowerBound < inner!.lowerBound)
    }
}
