import Foundation

extension GraphicsContext {
    /// `text` styled where the canvas is (its font, weight and foreground style, then the text's
    /// own modifiers), to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText {
        var styles = TextStyleCache()
        return ResolvedText(text: text.resolved(in: environment, styles: &styles))
    }

    /// Draws `text` unwrapped, its bounds' `anchor` at `point` (`.center`: centred on it,
    /// `.topLeading`: its top-leading corner there), in the current coordinates.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.text(text.text, .at(point, anchor: anchor), text.shading.resolved(in: environment), state))
    }

    /// Draws `text` wrapped within `rect`'s width from its top-leading corner, in the current
    /// coordinates; what passes its bottom is cut off.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.operations.append(.text(text.text, .in(rect.standardized), text.shading.resolved(in: environment), state))
    }

    /// Draws `text` resolved where the canvas is (see ``draw(_:at:anchor:)-(ResolvedText,_,_)``).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` resolved where the canvas is (see ``draw(_:in:)-(ResolvedText,_)``).
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }
}
