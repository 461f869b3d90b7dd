import Foundation

/// A filter a canvas's context applies to its later drawing (`GraphicsContext.addFilter(_:options:)`),
/// as data.
public enum CanvasFilter: Equatable {
    /// A colour filter or blur that views take too (`.blur(radius:)`, `.saturation(_:)`…).
    case visual(VisualFilter)
    /// A shadow of the drawing's shape, offset by `x` and `y`, blurred by `radius`; the options
    /// say whether it goes above the drawing, replaces it, or falls inside it.
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, options: GraphicsContext.ShadowOptions)
    /// Every component, alpha included, multiplied by the colour's.
    case colorMultiply(Color)
    /// Each colour mapped through the matrix.
    case colorMatrix(ColorMatrix)
    /// Colours inverted by the amount (0 leaves them, 1 inverts them fully).
    case colorInvert(Double)
    /// Black whose opacity is each point's luminance.
    case luminanceToAlpha
    /// The colour where the drawing's opacity is between the two bounds, nothing elsewhere.
    case alphaThreshold(min: Double, max: Double, color: Color)
}

extension CanvasFilter: CustomStringConvertible {
    public var description: String {
        switch self {
        case .visual(let filter): filter.description
        case .shadow(let color, let radius, let x, let y, let options):
            "shadow(\(color), \(radius.shortDescription), \(x.shortDescription),\(y.shortDescription)\(options.isEmpty ? "" : ", options \(options.rawValue)"))"
        case .colorMultiply(let color): "colorMultiply(\(color))"
        case .colorMatrix(let matrix): "colorMatrix(\(matrix.entries.map { Double($0).short }.joined(separator: " ")))"
        case .colorInvert(let amount): "colorInvert(\(amount.short))"
        case .luminanceToAlpha: "luminanceToAlpha"
        case .alphaThreshold(let min, let max, let color): "alphaThreshold(\(min.short)…\(max.short), \(color))"
        }
    }
}
