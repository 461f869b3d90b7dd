import ContainerUICore
import Foundation

/// The shadows of a shape style (`.blue.shadow(.drop(radius: 4))`). A filled CSS shape (a
/// rectangle, rounded rectangle, capsule or uneven rounded rectangle) is a box, and draws them all
/// as its `box-shadow` (`cui-bsh`): a drop shadow outside, an inner one `inset`, following the
/// corners. Other shapes (SVG paths, CSS outlines, gradient-filled circles) draw their drop
/// shadows as `filter: drop-shadow(…)` (`cui-sfx`), which follows what is painted; SVG paths and
/// strokes have no inner shadow.
extension HTMLRenderer {
    /// `cui-bsh` with `--cui-bsh` (on a box), or `cui-sfx` with `--cui-shf` (the drop shadows as
    /// a filter); nothing without shadows.
    mutating func shadowVariables(_ shadows: [ShadowStyle], onBox: Bool) {
        if onBox {
            guard !shadows.isEmpty else { return }
            writer.addClass("cui-bsh")
            writer.styleVarStart("--cui-bsh")
            // CSS paints the first shadow on top; SwiftUI draws the last added on top.
            for (index, shadow) in shadows.reversed().enumerated() {
                if index > 0 { writer.styleRaw(",") }
                if shadow.kind == .inner { writer.styleRaw("inset ") }
                shadowValue(shadow)
            }
            writer.styleVarEnd()
            return
        }
        let drops = shadows.filter { $0.kind == .drop }
        guard !drops.isEmpty else { return }
        writer.addClass("cui-sfx")
        writer.styleVarStart("--cui-shf")
        for (index, shadow) in drops.enumerated() {
            if index > 0 { writer.styleRaw(" ") }
            writer.styleRaw("drop-shadow(")
            shadowValue(shadow)
            writer.styleRaw(")")
        }
        writer.styleVarEnd()
    }

    /// `x y radius colour`, the blur as `shadow(color:radius:x:y:)` draws it.
    private mutating func shadowValue(_ shadow: ShadowStyle) {
        writer.stylePx(Double(shadow.x))
        writer.styleRaw(" ")
        writer.stylePx(Double(shadow.y))
        writer.styleRaw(" ")
        writer.stylePx(Double(shadow.radius))
        writer.styleRaw(" ")
        writer.styleColor(shadow.color)
    }
}
