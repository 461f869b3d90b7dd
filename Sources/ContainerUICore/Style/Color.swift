import Foundation

/// A colour: one of the system palette (which adapts to light and dark) or explicit RGB.
///
/// A colour is a view that fills the space it is offered, and a ``ShapeStyle``.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is made of.
    public enum Storage: Hashable, Sendable {
        /// An adaptive system colour.
        case system(SystemColor)
        /// Explicit sRGB components, 0 to 1.
        case rgb(red: Double, green: Double, blue: Double)
        /// Explicit Display P3 components, 0 to 1 (gamma-encoded, as sRGB's are).
        case displayP3(red: Double, green: Double, blue: Double)
        /// An adaptive system colour mixed with white by a fraction in each colour scheme: the
        /// top of the colour's standard gradient (`Color.gradient`).
        case lightened(SystemColor, by: Double)
        /// Two colours mixed by a fraction of the second (`Color.mix(with:by:in:)`), in OKLab
        /// or in sRGB.
        case mixed(ColorMix)
    }

    // The opacity is stored first so that the storage's case tag ends the struct (33 bytes, not
    // 40), leaving no padding in the shape styles, shadows and layers that hold a colour.
    /// The opacity, 0 to 1, multiplied into the colour's own alpha.
    public var opacity: Double = 1
    /// What the colour is made of.
    public var storage: Storage

    package init(system: SystemColor) {
        storage = .system(system)
    }

    /// A colour from hue, saturation and brightness, each between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.clamped01 * 6).truncatingRemainder(dividingBy: 6)
        let s = saturation.clamped01, v = brightness.clamped01
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// This colour at `opacity` times its current opacity.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacity = (self.opacity * opacity).clamped01
        return copy
    }

    public var description: String {
        let base: String
        switch storage {
        case .system(let color): base = color.rawValue
        case .rgb(let r, let g, let b): base = "rgb(\(r.short), \(g.short), \(b.short))"
        case .displayP3(let r, let g, let b): base = "displayP3(\(r.short), \(g.short), \(b.short))"
        case .lightened(let color, let fraction): base = "\(color.rawValue) lightened \(fraction.short)"
        case .mixed(let mix):
            base = "\(mix.first) mixed with \(mix.second) by \(mix.fraction.short)\(mix.perceptual ? "" : " in device")"
        }
        return opacity == 1 ? base : "\(base) opacity \(opacity.short)"
    }
}

extension Double {
    @usableFromInline
    package var clamped01: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
    package var short: String { CGFloat(self).shortDescription }
}
