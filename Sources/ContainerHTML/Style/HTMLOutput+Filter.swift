import ContainerUICore
import Foundation

extension HTMLOutput {
    /// Writes `filter` as a CSS filter function. SwiftUI's brightness adds light where CSS's
    /// multiplies it, so `brightness(a)` becomes `brightness(1 + a)`: the same for mid tones,
    /// darker for dark ones. An opaque blur's edges fade as a plain one's do.
    mutating func styleFilter(_ filter: VisualFilter) {
        switch filter {
        case .blur(let radius, _):
            styleRaw("blur(")
            stylePx(Double(radius))
        case .brightness(let amount):
            styleRaw("brightness(")
            styleNumber(max(1 + amount, 0))
        case .contrast(let amount):
            styleRaw("contrast(")
            styleNumber(amount)
        case .saturation(let amount):
            styleRaw("saturate(")
            styleNumber(amount)
        case .grayscale(let amount):
            styleRaw("grayscale(")
            styleNumber(amount)
        case .hueRotation(let angle):
            styleRaw("hue-rotate(")
            styleNumber(angle.degrees)
            styleRaw("deg")
        case .colorInvert:
            styleRaw("invert(1")
        }
        styleRaw(")")
    }
}
