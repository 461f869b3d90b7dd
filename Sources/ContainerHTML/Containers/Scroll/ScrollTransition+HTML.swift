import ContainerUICore
import Foundation

/// `scrollTransition`: a wrapper that keeps the node's place in its container (and its scroll
/// snapping, which follows layout, not drawing, as SwiftUI's does), and inside it an element
/// that fills it, whose transform, opacity and filter are the effects at rest, and,
/// inside a scroll view, two scroll-driven animations on its view timeline along the scroll view's
/// axis (no inset: the whole scrollport). The first runs from the bottom or trailing phase's
/// effects, as the view starts to come in, to rest at the threshold; the second from rest to the
/// top or leading phase's effects, from the opposite threshold until the view is gone. The
/// effects are written in the same order in every phase, so Chromium interpolates each value on
/// its own, as SwiftUI does; an interactive configuration paces them by its curve (backwards as
/// the view leaves), an animated one switches at the threshold.
extension HTMLRenderer {
    /// Writes the start tag of the element inside the wrapper, which draws the effects.
    mutating func openScrollTransition(_ transition: ResolvedScrollTransition, of node: ResolvedNode, isPhrasing: Bool) {
        startNodeElement(isPhrasing ? "span" : "div", node)
        writer.addClass("cui-col")
        writer.addClass("cui-st")
        effectVariables(transition.identityEffects, transform: "--cui-st-i", opacity: "--cui-st-io", filter: "--cui-st-if")
        if context.scrollAxis != nil, transition.followsScrolling {
            animations(transition, axis: transition.axis ?? context.scrollAxis ?? .vertical)
        }
        writer.endStartTag()
    }

    /// The two animations' classes and variables.
    private mutating func animations(_ transition: ResolvedScrollTransition, axis: Axis) {
        writer.addClass("cui-sta")
        if axis == .vertical { writer.addClass("cui-sty") }
        effectVariables(transition.drawnEffects(in: .bottomTrailing), transform: "--cui-st-b", opacity: "--cui-st-bo", filter: "--cui-st-bf")
        effectVariables(transition.drawnEffects(in: .topLeading), transform: "--cui-st-t", opacity: "--cui-st-to", filter: "--cui-st-tf")
        writer.styleVarStart("--cui-st-r1")
        timelineRange(entering: true, transition.bottomTrailing.thresholdSetting)
        writer.styleVarEnd()
        writer.styleVarStart("--cui-st-r2")
        timelineRange(entering: false, transition.topLeading.thresholdSetting)
        writer.styleVarEnd()
        writer.styleVarStart("--cui-st-e1")
        easing(transition.bottomTrailing.mode, leaving: false)
        writer.styleVarEnd()
        writer.styleVarStart("--cui-st-e2")
        easing(transition.topLeading.mode, leaving: true)
        writer.styleVarEnd()
    }

    /// The transform (the effects from the outermost in, as CSS applies them from the right, with
    /// each anchor as a percentage of the box), the opacity and the filter list of `effects`.
    mutating func effectVariables(_ effects: [VisualEffectItem], transform: StaticString, opacity: StaticString, filter: StaticString) {
        writer.styleVarStart(transform)
        var transforms = 0
        for effect in effects.reversed() {
            switch effect {
            case .offset(let size):
                if transforms > 0 { writer.styleRaw(" ") }
                writer.styleTranslate(size)
            case .rotation(let angle, let anchor):
                if transforms > 0 { writer.styleRaw(" ") }
                writer.styleAnchored(anchor) { $0.styleRotate(angle) }
            case .scale(let size, let anchor):
                if transforms > 0 { writer.styleRaw(" ") }
                writer.styleAnchored(anchor) { $0.styleScale(size) }
            case .opacity, .filter:
                continue
            }
            transforms += 1
        }
        if transforms == 0 { writer.styleRaw("none") }
        writer.styleVarEnd()
        var product = 1.0
        for case .opacity(let value) in effects { product *= value }
        writer.styleVar(opacity, number: product)
        writer.styleVarStart(filter)
        var filters = 0
        for case .filter(let visualFilter) in effects {
            if filters > 0 { writer.styleRaw(" ") }
            writer.styleFilter(visualFilter)
            filters += 1
        }
        if filters == 0 { writer.styleRaw("none") }
        writer.styleVarEnd()
    }

    /// The part of the view timeline where the view comes in (from just hidden to the threshold)
    /// or goes out (from the threshold to just hidden).
    private mutating func timelineRange(entering: Bool, _ threshold: ScrollTransitionConfiguration.Threshold) {
        guard let amount = threshold.visibleAmount else {
            return writer.styleRaw(entering ? "entry 0% cover 50%" : "cover 50% exit 100%")
        }
        if entering {
            writer.styleRaw("entry 0% entry ")
            writer.styleNumber(amount * 100)
            writer.styleRaw("%")
        } else {
            writer.styleRaw("exit ")
            writer.styleNumber(100 - amount * 100)
            writer.styleRaw("% exit 100%")
        }
    }

    /// The timing function of one side: the configuration's curve (its inverse as the view
    /// leaves), a step at the threshold for an animated one.
    private mutating func easing(_ mode: ScrollTransitionConfiguration.Mode, leaving: Bool) {
        switch mode {
        case .identity:
            writer.styleRaw("linear")
        case .animated:
            writer.styleRaw(leaving ? "step-start" : "step-end")
        case .interactive(let curve):
            let paced = leaving ? curve.inverse : curve
            writer.styleRaw("cubic-bezier(")
            writer.styleNumber(Double(paced.startControlPoint.x))
            writer.styleRaw(",")
            writer.styleNumber(Double(paced.startControlPoint.y))
            writer.styleRaw(",")
            writer.styleNumber(Double(paced.endControlPoint.x))
            writer.styleRaw(",")
            writer.styleNumber(Double(paced.endControlPoint.y))
            writer.styleRaw(")")
        }
    }
}
