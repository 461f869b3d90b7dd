import Foundation

/// What measures text and symbol views for a canvas's renderer
/// (`GraphicsContext.ResolvedText.measure(in:)`, `GraphicsContext.ResolvedSymbol.size`): the
/// layout engine's measurer, which lives in a module above this one and registers itself here
/// when it is made.
package protocol CanvasMeasuring: AnyObject, Sendable {
    /// The ideal size of the resolved view `node` (as laid out with no proposal) in a window of
    /// `window`.
    func canvasSize(of node: ResolvedNode, window: CGSize) -> CGSize
    /// The size of `text` when proposed `width` (`nil`: its ideal, unwrapped size).
    func canvasSize(of text: ResolvedText, width: CGFloat?) -> CGSize
    /// Where the first (`last == false`) or last line's baseline is below the text's top when
    /// proposed `width`.
    func canvasBaseline(of text: ResolvedText, last: Bool, width: CGFloat?) -> CGFloat
}

/// The registered ``CanvasMeasuring``, read by canvases as they draw.
package enum CanvasMeasurement {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var measurer: (any CanvasMeasuring)?
    }

    private static let slot = Slot()

    /// Makes `measurer` the one canvases measure text with.
    package static func register(_ measurer: any CanvasMeasuring) {
        slot.lock.withLock { slot.measurer = measurer }
    }

    /// The registered measurer; `nil` before the layout engine's exists.
    package static var measurer: (any CanvasMeasuring)? {
        slot.lock.withLock { slot.measurer }
    }
}
