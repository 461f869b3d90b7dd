import ContainerUICore
import Foundation

/// A canvas's texts measure as the page's do: with the body font by default, wrapped at the
/// same break opportunities; its symbol views as the layout engine sizes them.
extension TextMeasurer: CanvasMeasuring {
    package func canvasSize(of node: ResolvedNode, window: CGSize) -> CGSize {
        LayoutEngine(root: node, viewport: window, measurer: self).size(ofNode: 0, .unspecified)
    }

    package func canvasSize(of text: ResolvedText, width: CGFloat?) -> CGSize {
        measured(text).size(width: width)
    }

    package func canvasBaseline(of text: ResolvedText, last: Bool, width: CGFloat?) -> CGFloat {
        measured(text).baseline(last: last, width: width)
    }
}
