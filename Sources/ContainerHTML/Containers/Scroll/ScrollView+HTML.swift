import ContainerUICore
import Foundation

/// `ScrollView`: a flex scroller with overflow on its axes; its content laid out as a stack along
/// the scroll axis at its ideal length. Scroll views are query containers (`size` when both
/// lengths come from outside, `inline-size` otherwise) so that `containerRelativeFrame` can use
/// `cqw`/`cqh`. `scrollTargetBehavior` becomes scroll snapping, `contentMargins` (plus the room
/// the scroll view's own `safeAreaInset`s take) padding plus the matching `scroll-padding`.
extension HTMLRenderer {
    mutating func renderScrollView(_ scroll: ResolvedScrollView, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        let vertical = scroll.axes.contains(.vertical), horizontal = scroll.axes.contains(.horizontal)
        startNodeElement(tag, node)
        writer.addClass("cui-scroll")
        if vertical { writer.addClass("cui-scv") }
        if horizontal { writer.addClass("cui-sch") }
        if !scroll.showsIndicators || context.hidesScrollIndicators { writer.addClass("cui-noind") }
        let definiteWidth = flexibility.x && !context.isInHorizontalScroll
        let definiteHeight = flexibility.y && !context.isInVerticalScroll
        if definiteWidth && definiteHeight {
            writer.addClass("cui-csize")
        } else if definiteWidth {
            writer.addClass("cui-cinline")
        }
        // Inside scroll content along an axis a flexible scroll view is proposed nothing there and
        // takes its content's length; as a scroller its flex minimum would otherwise be zero.
        if flexibility.y && context.isInVerticalScroll { writer.addClass("cui-sfh") }
        if flexibility.x && context.isInHorizontalScroll { writer.addClass("cui-sfw") }
        switch context.styles?.scrollTargetBehavior {
        case .some: writer.addClass(horizontal && !vertical ? "cui-snapx" : "cui-snapy")
        case nil: break
        }
        var margins = context.styles?.contentMargins
        if let insets = safeAreaInsetMargins(of: node) { margins = (margins ?? EdgeInsets()) + insets }
        if let margins {
            writer.addClass("cui-cm")
            writer.styleVarStart("--cui-cmb")
            writer.stylePx(Double(margins.top))
            writer.styleRaw(" ")
            writer.stylePx(Double(margins.bottom))
            writer.styleVarEnd()
            writer.styleVarStart("--cui-cmi")
            writer.stylePx(Double(margins.leading))
            writer.styleRaw(" ")
            writer.stylePx(Double(margins.trailing))
            writer.styleVarEnd()
        }
        writeScrollability(scroll.isScrollEnabled)
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        let saved = context
        if horizontal { context.isInHorizontalScroll = true }
        if vertical {
            context.isInVerticalScroll = true
            context.isHeightBounded = false
        }
        context.scrollTargetAnchor = scroll.targetAnchor ?? .topLeading
        let axis: Axis = vertical ? .vertical : .horizontal
        context.scrollAxis = axis
        startNodeElement(tag, node)
        writer.addClass("cui-scc")
        writer.addClass(axis == .vertical ? "cui-col" : "cui-row")
        writer.addClass(axis == .vertical ? "cui-vs" : "cui-hs")
        writer.styleVar("--cui-gap", px: 8)
        writeScrollContentAnchors(scroll, axis: axis, node: node)
        writer.endStartTag()
        renderChildren(of: node, placement: childPlacement(axis: axis))
        writer.endElement(tag)
        context = saved
        writer.endElement(tag)
    }

    /// A scroller people can scroll takes keyboard focus (`tabindex`, which axe asks of a
    /// scrollable region); with scrolling disabled it stays a scroller (its content laid out,
    /// clipped and started where it was), but `cui-nosc` keeps a pointer and the keyboard from
    /// scrolling it. For scroll views and lists.
    mutating func writeScrollability(_ isScrollEnabled: Bool) {
        if isScrollEnabled {
            writer.attribute("tabindex", static: "0")
        } else {
            writer.addClass("cui-nosc")
        }
    }
}
