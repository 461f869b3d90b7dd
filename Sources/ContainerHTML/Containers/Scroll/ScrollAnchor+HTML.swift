import ContainerUICore
import Foundation

/// Scroll anchors: where a scroll view starts and where smaller content sits.
///
/// - A view a scroll view starts at is `cui-sit` (`scroll-initial-target: nearest`); an anchor
///   other than the top-leading corner adds `cui-sita` with `--cui-sita` as its
///   `scroll-snap-align` (block, then inline: `start`, `center` or `end`), by which Chromium
///   lines up an initial target with the scrollport inside its scroll padding.
/// - A scroll view's `initialAnchor` makes its content element that target.
/// - `contentAlignment` along the scrolling axis gives the content element auto margins:
///   `cui-sca-c` (both sides, centred) or `cui-sca-e` (before it, at the end); auto margins
///   take only free space, so content longer than the scroll view is unaffected.
extension HTMLRenderer {
    /// Marks the element being started as the initial scroll target, lined up by `anchor`.
    mutating func writeInitialScrollTarget(_ anchor: ScrollAnchor, node: ResolvedNode) {
        writer.addClass("cui-sit")
        guard anchor != .topLeading else { return }
        if !anchor.isExact {
            options.onWarning(RenderWarning(nodeID: node.id, message: "scroll anchor between the start, centre and end; drawn at \(anchor.x), \(anchor.y)"))
        }
        writer.addClass("cui-sita")
        writer.styleVarStart("--cui-sita")
        writer.styleRaw(anchor.y.cssValue)
        writer.styleRaw(" ")
        writer.styleRaw(anchor.x.cssValue)
        writer.styleVarEnd()
    }

    /// The classes of a scroll view's content element for its anchors.
    mutating func writeScrollContentAnchors(_ scroll: ResolvedScrollView, axis: Axis, node: ResolvedNode) {
        if let anchor = scroll.initialAnchor { writeInitialScrollTarget(anchor, node: node) }
        guard let alignment = scroll.contentAlignment else { return }
        if !alignment.isExact {
            options.onWarning(RenderWarning(nodeID: node.id, message: "scroll content alignment between the start, centre and end; drawn at the nearest"))
        }
        switch axis == .vertical ? alignment.y : alignment.x {
        case .start: break
        case .center: writer.addClass("cui-sca-c")
        case .end: writer.addClass("cui-sca-e")
        }
    }
}

extension ScrollAnchor.Edge {
    /// The `scroll-snap-align` keyword.
    var cssValue: StaticString {
        switch self {
        case .start: "start"
        case .center: "center"
        case .end: "end"
        }
    }
}
